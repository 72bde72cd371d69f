import { mediaSrcSet } from '~/components/product/shop-image';
import { BannerLink } from './banner-link';
import type { HomeBanner } from '~/lib/views';

/** An admin banner of a home section (collections, festive, seasonal, new arrivals, best sellers). */
export function SectionBanner({ banner }: { banner: HomeBanner | undefined }) {
  if (!banner) return null;
  return (
    <div className="relative isolate mb-10 overflow-hidden rounded-[var(--radius-card)] bg-maroon text-ivory">
      {banner.imageUrl ? (
        <img
          src={banner.imageUrl.startsWith('/media/') ? `${banner.imageUrl}?w=1280` : banner.imageUrl}
          srcSet={mediaSrcSet(banner.imageUrl, 1920)}
          sizes="(min-width: 1280px) 76rem, 100vw"
          alt={banner.altText || ''}
          width={1200}
          height={400}
          loading="lazy"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      ) : null}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-veil-banner" />
      <div className="flex min-h-40 flex-col justify-center gap-2 p-6 md:min-h-52 md:p-10">
        <p className="font-display text-3xl leading-tight md:text-4xl">{banner.title}</p>
        {banner.subtitle ? <p className="max-w-lg text-sm text-ivory/90 md:text-base">{banner.subtitle}</p> : null}
        {banner.ctaText && banner.ctaLink ? (
          <BannerLink
            href={banner.ctaLink}
            className="mt-2 inline-flex h-10 w-fit items-center rounded-full bg-ivory px-5 text-sm font-medium text-maroon hover:bg-white"
          >
            {banner.ctaText}
          </BannerLink>
        ) : null}
      </div>
    </div>
  );
}
