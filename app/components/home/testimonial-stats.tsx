import { BRAND_CLAIMS } from '~/lib/constants';

const STATS = [
  { value: BRAND_CLAIMS.happyCustomersShort, label: 'Happy customers' },
  { value: BRAND_CLAIMS.fiveStar, label: 'Five-star reviews' },
  { value: BRAND_CLAIMS.followers, label: 'Followers' },
  { value: BRAND_CLAIMS.repeat, label: 'Come back again' },
];

/** The testimonials section's fixed figures: text only, written by the server (see home-markup.ts). */
export function TestimonialStats() {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {STATS.map((s) => (
        <div key={s.label} className="flex flex-col-reverse rounded-[var(--radius-card)] border border-ivory/15 bg-ivory/5 p-6">
          <dt className="mt-1 text-sm text-ivory/80">{s.label}</dt>
          <dd className="font-display text-4xl text-gold-light md:text-5xl">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
