import { ProductCard } from '~/components/product/product-card';
import type { CardProduct } from '~/lib/views';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { SectionBanner } from './section-banner';
import { SectionHeading } from './section-heading';
import type { HomeBanner } from '~/lib/views';

export const TRENDING_TABS = [
  { value: 'new-arrivals', label: 'New Drops', banner: 'new_arrivals' },
  { value: 'best-sellers', label: 'Bestsellers', banner: 'best_sellers' },
  { value: 'festive-picks', label: 'Festive Edit', banner: 'festive' },
] as const;
type TabValue = (typeof TRENDING_TABS)[number]['value'];

/** Trending Now: New Drops (default), Bestsellers and Festive Edit, at most six products each. */
export function TrendingSection({
  products,
  banners,
}: {
  products: Record<TabValue, CardProduct[]>;
  banners: Record<string, HomeBanner[] | undefined>;
}) {
  return (
    <section
      data-section="trending-now"
      id="trending-now"
      aria-labelledby="trending-title"
      className="below-fold scroll-mt-36 bg-sand/60 py-20 md:py-28"
    >
      <div className="container-shop">
        <SectionHeading id="trending-title" eyebrow="Trending now" title="What everyone is wearing" />
        <Tabs defaultValue="new-arrivals" className="mt-10">
          <div className="flex justify-center">
            <TabsList aria-label="Trending" surface="bg-white/80">
              {TRENDING_TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value} padding="px-5">
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {TRENDING_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value} className="mt-10 focus-visible:outline-none">
              <SectionBanner banner={banners[t.banner]?.[0]} />
              {products[t.value].length === 0 ? (
                <p className="text-center text-muted">New pieces are on the loom. Check back soon.</p>
              ) : (
                <ul className="grid grid-cols-2 gap-x-4 gap-y-9 md:grid-cols-3 md:gap-x-6">
                  {products[t.value].map((p) => (
                    <li key={p.id}>
                      <ProductCard product={p} sizes="(min-width: 1280px) 25rem, (min-width: 768px) 31vw, 46vw" />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
