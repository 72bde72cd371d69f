import { useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { useActionToast } from './use-action-toast';

/** Demo mode only: posts intent=test-data to the screen's own action and toasts its answer. */
export function AddTestDataButton() {
  const fetcher = useFetcher();
  useActionToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="test-data" />
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
        Add Test Data
      </Button>
    </fetcher.Form>
  );
}
