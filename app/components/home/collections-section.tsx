import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { ShopImage } from '~/components/product/shop-image';
import { formatINR } from '~/lib/money';
import { SectionHeading } from './section-heading';

/** The four curated collections; their 'From' price is the lowest published price in the category. */
export const HOME_COLLECTIONS = [
  { category: 'lehengas', label: 'Lehengas', title: 'Bridal & Festive Lehengas' },
  { category: 'sarees', label: 'Sarees', title: 'Handwoven Sarees' },
  { category: 'kurtas', label: 'Kurtas', title: 'Everyday Kurtas' },
  { category: 'fusion', label: 'Indo-Western', title: 'Fusion Silhouettes' },
] as const;

export function CollectionsSection({ prices }: { prices: Record<string, number> }) {
  return (
    <section
      data-section="collections"
      id="collections"
      aria-labelledby="collections-title"
      className="container-shop scroll-mt-36 py-20 md:py-28"
    >
      <SectionHeading
        id="collections-title"
        eyebrow="Curated collections"
        title="Made by hand, chosen with care"
        intro="Four edits from our studio, each woven, printed or embroidered by artisan families we have worked with for years."
      />
      <ul className="mt-12 grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
        {HOME_COLLECTIONS.map((c) => (
          <li key={c.category}>
            <Link
              to={`/products?filter=category&value=${c.category}`}
              className="group relative block overflow-hidden rounded-[var(--radius-card)] bg-sand"
            >
              <ShopImage
                src={`/media/site/collection-${c.category}.webp`}
                alt=""
                width={900}
                height={1200}
                sizes="(min-width: 1024px) 22vw, 46vw"
                maxWidth={960}
                className="aspect-[3/4] h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
              />
              <span aria-hidden="true" className="absolute inset-0 bg-veil-card" />
              <span className="absolute inset-x-0 bottom-0 p-4 text-ivory md:p-6">
                <span className="block text-[0.68rem] uppercase tracking-[0.28em] text-gold-light">{c.label}</span>
                <span className="mt-1.5 block font-display text-xl leading-tight md:text-2xl">{c.title}</span>
                <span className="mt-2 block text-sm text-ivory/90">
                  {prices[c.category] != null ? `From ${formatINR(prices[c.category])}` : 'Coming soon'}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link
          to="/products"
          className="inline-flex h-12 items-center gap-2 rounded-full border border-maroon/40 px-7 text-sm font-medium text-maroon hover:bg-maroon/5"
        >
          Explore All Collections <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
