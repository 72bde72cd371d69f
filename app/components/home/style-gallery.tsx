import { InstagramIcon } from './instagram-icon';
import { ShopImage } from '~/components/product/shop-image';
import { usePublicConfig } from '~/lib/root-data';
import { SectionHeading } from './section-heading';

/**
 * Six style-inspiration posts (static). Written by the server only; a click
 * is recorded as instagram_clicked in the 'gallery' section by the document's listener.
 */
const POSTS = [
  'Mehendi morning in mint leheriya',
  'Zari that catches the diya light',
  'A bride’s first fitting, Jaipur studio',
  'Indigo dabu for monsoon Mondays',
  'Gota patti details, up close',
  'Sangeet night in rose chiffon',
];

export function StyleGallery() {
  const { instagramUrl } = usePublicConfig();
  return (
    <section data-section="gallery" aria-labelledby="gallery-title" className="below-fold container-shop py-20 md:py-28">
      <SectionHeading
        id="gallery-title"
        eyebrow="Style inspiration"
        title="Worn and loved by you"
        intro="Real moments from our community. Tag us to be featured."
      />
      <ul className="mt-12 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5">
        {POSTS.map((caption, i) => (
          <li key={caption}>
            <a
              href={instagramUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="group relative block overflow-hidden rounded-[var(--radius-card)] bg-sand"
            >
              <ShopImage
                src={`/media/site/gallery-${i + 1}.webp`}
                alt=""
                width={800}
                height={800}
                sizes="(min-width: 768px) 31vw, 46vw"
                maxWidth={960}
                className="aspect-square h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.05]"
              />
              <span className="absolute inset-0 flex items-end bg-veil-caption p-3 text-sm text-ivory opacity-100 transition-opacity md:p-4 md:opacity-0 md:group-hover:opacity-100 md:group-focus-visible:opacity-100">
                <InstagramIcon className="mr-2 size-4 shrink-0" />
                <span className="line-clamp-2">{caption}</span>
                <span className="sr-only"> (opens Instagram in a new tab)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
