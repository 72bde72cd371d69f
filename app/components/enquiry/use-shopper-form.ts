import { useFetcher } from 'react-router';

export type ShopperFormResult =
  { ok: true; intent: string; message: string } | { ok: false; intent: string; error: string; fieldErrors?: Record<string, string> };

/** A form of the enquiry page: its answer (success or refusal) is shown beside it, never lost in a toast. */
export function useShopperForm(intent: string) {
  const fetcher = useFetcher<ShopperFormResult>();
  const result = fetcher.data?.intent === intent ? fetcher.data : undefined;
  return {
    fetcher,
    result,
    busy: fetcher.state !== 'idle',
    error: result && !result.ok ? result.error : null,
    fieldErrors: result && !result.ok ? (result.fieldErrors ?? {}) : {},
  };
}
