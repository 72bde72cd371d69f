import { InfoSection } from '~/components/info/info-page';
import { BRAND_CLAIMS } from '~/lib/constants';

const STEPS = [
  {
    title: 'Sourcing',
    body: 'Handloom silks from Banaras and Kanchipuram, Chanderi from Madhya Pradesh and soft mulmul cottons, chosen bolt by bolt.',
  },
  {
    title: 'Hand craft',
    body: 'Block printing, bandhani, chikankari, gota patti and zari work by artisan families we have partnered with for years.',
  },
  { title: 'Tailoring', body: 'Cut and stitched in our studio, with generous seam allowances so every piece can be altered to fit.' },
  { title: 'Finishing', body: 'Each piece is checked by hand, steamed and packed with care before it leaves us.' },
];

const CARE = [
  {
    fabric: 'Silk',
    tips: [
      'Dry clean only, especially pieces with zari or embroidery.',
      'Store folded in a muslin cloth, away from direct sunlight.',
      'Refold every few months so the creases do not weaken the weave.',
    ],
  },
  {
    fabric: 'Cotton',
    tips: [
      'Hand wash or gentle machine wash in cold water, inside out.',
      'Wash block prints and natural dyes separately the first few times.',
      'Dry in the shade and iron while slightly damp.',
    ],
  },
  {
    fabric: 'Chiffon & georgette',
    tips: [
      'Dry clean, or hand wash gently in cold water with a mild detergent.',
      'Never wring: roll in a towel to remove water.',
      'Iron on low heat with a cloth between the iron and the fabric.',
    ],
  },
];

const STATS = [
  { value: BRAND_CLAIMS.artisans, label: 'artisan families' },
  { value: BRAND_CLAIMS.years, label: 'years of craft' },
  { value: BRAND_CLAIMS.handcrafted, label: 'handcrafted' },
  { value: BRAND_CLAIMS.happyCustomersShort, label: 'happy customers' },
];

/**
 * How each piece is made, the fabric care guide and the brand's figures: constants only, so the server
 * writes the same markup on every request (a constant part, see ServerMarkup).
 */
export function CareCraftGuide() {
  return (
    <>
      <InfoSection title="How we make each piece">
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-[var(--radius-card)] border border-linen bg-white p-6">
              <span className="font-display text-4xl text-gold">{String(i + 1).padStart(2, '0')}</span>
              <h3 className="mt-2 font-display text-2xl text-ink">{s.title}</h3>
              <p className="mt-2 text-sm text-muted">{s.body}</p>
            </li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection title="Fabric care guide" className="mt-16">
        <div className="grid gap-5 md:grid-cols-3">
          {CARE.map((c) => (
            <div key={c.fabric} className="rounded-[var(--radius-card)] bg-sand/70 p-6">
              <h3 className="font-display text-2xl text-maroon">{c.fabric}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
                {c.tips.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </InfoSection>
      <dl className="mt-16 grid grid-cols-2 gap-6 border-y border-linen py-10 md:grid-cols-4">
        {STATS.map((s) => (
          <div key={s.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-muted">{s.label}</dt>
            <dd className="font-display text-5xl text-maroon">{s.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
