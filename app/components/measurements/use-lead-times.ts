import { useEffect, useState } from 'react';
import { LEAD_TIME_DEFAULTS, type LeadTime } from '~/lib/lead-times';

type Answer = { leadTimes: LeadTime[]; categories: string[] };
const cache = new Map<string, Promise<Answer>>();

/**
 * The shop's lead times (and, for a cart, its pieces' categories), fetched once per page. Until they
 * arrive, or if the request fails, the defaults stand in, so the note can still show.
 */
export function useLeadTimes(skus: string[] = []) {
  const query = skus.map((s) => `sku=${encodeURIComponent(s)}`).join('&');
  const [answer, setAnswer] = useState<Answer>({ leadTimes: [...LEAD_TIME_DEFAULTS], categories: [] });
  useEffect(() => {
    let live = true;
    let pending = cache.get(query);
    if (!pending) {
      pending = fetch(`/api/lead-times${query ? `?${query}` : ''}`, { headers: { Accept: 'application/json' } }).then((r) =>
        r.ok ? (r.json() as Promise<Answer>) : Promise.reject(new Error(String(r.status))),
      );
      pending.catch(() => cache.delete(query));
      cache.set(query, pending);
    }
    pending.then((a) => live && setAnswer(a)).catch(() => {});
    return () => {
      live = false;
    };
  }, [query]);
  return answer;
}
