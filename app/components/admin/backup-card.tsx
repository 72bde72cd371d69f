import { useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { AdminCard } from './admin-ui';
import { useActionToast } from './use-action-toast';

export type BackupCardData = {
  lastGood: { age: string; where: string; megabytes: string } | null;
  lastFailure: { at: string; message: string } | null;
  schedule: string;
  overdue: boolean;
};

/** The last good backup, red when it is overdue, any failure since, and Back up now (a form: it works before the scripts). */
export function BackupCard({ backup }: { backup: BackupCardData }) {
  const fetcher = useFetcher();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  return (
    <AdminCard title="Backups" description={backup.schedule} border={backup.overdue ? 'border-danger/30' : 'border-linen'}>
      <div className="grid gap-3 text-sm">
        {backup.lastGood ? (
          <p className={backup.overdue ? 'font-medium text-danger' : 'text-ink'}>
            Last good backup {backup.lastGood.age} ({backup.lastGood.megabytes} MB), to{' '}
            <span className="break-all font-mono text-xs">{backup.lastGood.where}</span>
            {backup.overdue ? '. It is overdue.' : '.'}
          </p>
        ) : (
          <p className="font-medium text-danger">No backup has been taken yet.</p>
        )}
        {backup.lastFailure ? (
          <p className="text-danger" role="status">
            The last backup failed: {backup.lastFailure.message}
          </p>
        ) : null}
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="backup" />
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? 'Backing up…' : 'Back up now'}
          </Button>
        </fetcher.Form>
      </div>
    </AdminCard>
  );
}
