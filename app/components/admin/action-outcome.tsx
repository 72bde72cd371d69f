import { FormNotice } from '~/components/auth/form-notice';
import { isAdminActionResult } from '~/lib/admin-action-result';
import { MESSAGES } from '~/lib/messages';

/**
 * The answer to an owner's form sent as a page: clicked before the screen's scripts arrived, or
 * without them. It is the screen's own action data, which fetchers never set, so with scripts the
 * row's toast says it instead and this shows nothing.
 */
export function ActionOutcome({ result }: { result: unknown }) {
  if (!isAdminActionResult(result)) return null;
  return result.ok ? (
    <FormNotice tone="success" title={result.message} className="mb-5">
      {result.description}
    </FormNotice>
  ) : (
    <FormNotice tone="error" title={MESSAGES.admin.errorTitle} className="mb-5">
      {result.error}
    </FormNotice>
  );
}
