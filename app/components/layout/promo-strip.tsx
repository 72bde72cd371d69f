import { useRouteLoaderData } from 'react-router';
import { BannerLink } from '~/components/home/banner-link';
import type { HomeBanner } from '~/lib/views';
import { BRAND_CLAIMS } from '~/lib/constants';

/**
 * The promo strip above the header. On the home page the active hero_top banner (from the home
 * loader) replaces the built-in text; elsewhere, and when none is active, the built-in text shows.
 */
export function PromoStrip({ text = BRAND_CLAIMS.promoStrip }: { text?: string }) {
  const home = useRouteLoaderData('routes/home') as { promo?: HomeBanner | null } | undefined;
  const promo = home?.promo ?? null;
  return (
    <p className="bg-maroon px-4 py-1.5 text-center text-xs font-medium uppercase tracking-[0.12em] text-gold-light">
      {promo ? promo.title : text}
      {promo?.ctaText && promo.ctaLink ? (
        <>
          <span aria-hidden="true" className="mx-2 text-gold-light/60">
            ·
          </span>
          <BannerLink href={promo.ctaLink} className="underline decoration-gold-light/50 underline-offset-4 hover:text-ivory">
            {promo.ctaText}
          </BannerLink>
        </>
      ) : null}
    </p>
  );
}
