import { BRAND_CLAIMS } from '~/lib/constants';

/** The promo strip. The home page shows the active hero_top banner instead when one exists. */
export function PromoStrip({ text = BRAND_CLAIMS.promoStrip }: { text?: string }) {
  return (
    <p className="bg-maroon px-4 py-1.5 text-center text-xs font-medium tracking-[0.12em] text-gold-light uppercase">
      {text}
    </p>
  );
}
