import RulerIcon from 'lucide-react/icons/ruler';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { useOptionalUser } from '~/lib/root-data';
import { SIZE_CHART, suggestSize, suggestionText } from '~/lib/size-chart';
import type { ProfileView } from './profile-form';

const CHART_SIZES: readonly string[] = SIZE_CHART.map((r) => r.size);

/**
 * 'Your size: M' (or 'Between M and L — …') for a signed-in shopper, from the first of her profiles
 * with bust, waist or hip, against the size guide's chart. Fetched in the browser, so the product
 * page itself stays the same for everybody; without a profile nothing shows.
 */
export function SizeSuggestion({ sizes }: { sizes: string[] }) {
  const user = useOptionalUser();
  const fetcher = useFetcher<{ profiles: ProfileView[] }>({ key: 'size-suggestion-profiles' });
  const charted = sizes.some((s) => CHART_SIZES.includes(s));
  useEffect(() => {
    if (user && charted && fetcher.state === 'idle' && !fetcher.data) fetcher.load('/account/measurements');
  }, [user, charted, fetcher]);
  if (!user || !charted) return null;
  const profiles = fetcher.data?.profiles ?? [];
  const used = profiles.map((p) => ({ p, s: suggestSize(p.values) })).find((x) => x.s);
  if (!used?.s) return null;
  const missing = used.s.kind === 'size' && !sizes.includes(used.s.size);
  return (
    <p
      role="status"
      className="mb-5 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-gold/30 bg-gold-light/20 px-4 py-3 text-sm text-ink"
    >
      <RulerIcon className="size-4 text-gold" aria-hidden="true" />
      <strong className="font-semibold">{suggestionText(used.s)}</strong>
      {missing ? <span className="text-muted">(this piece comes in {sizes.join(', ')}; we can stitch to your measurements)</span> : null}
      <Link to={`/account/measurements#profile-${used.p.id}`} className="text-maroon underline underline-offset-4">
        from your profile “{used.p.name}”
      </Link>
    </p>
  );
}
