import { FormNotice } from '~/components/ui/form-notice';
import { isAdminActionResult, outcomeOf } from '~/lib/admin-action-result';

/**
 * The answer to an owner's form sent as a page: clicked before the screen's scripts arrived, or
 * without them. It is the screen's own action data, which fetchers never set, so with scripts the
 * row's toast says it instead (the same words: outcomeOf) and this shows nothing.
 */
export function ActionOutcome({ result }: { result: unknown }) {
  if (!isAdminActionResult(result)) return null;
  const { title, description } = outcomeOf(result);
  // Sent as a page, a bad form has no field of its own to show the message under (the rows' fields
  // read their fetcher's answer), so the notice says what each field needs.
  const fieldMessages = result.ok ? [] : [...new Set(Object.values(result.fieldErrors ?? {}))];
  return (
    <FormNotice tone={result.ok ? 'success' : 'error'} title={title} className="mb-5">
      {description}
      {fieldMessages.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {fieldMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </FormNotice>
  );
}
