import { useState } from 'react';
import { cn } from '~/lib/utils';
import { ShopImage } from './shop-image';

/** Every picture of the product: a large view and a row of thumbnails to choose from. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return <div className="aspect-[4/5] rounded-[var(--radius-card)] bg-sand" />;
  return (
    <div className="lg:grid lg:grid-cols-[5.5rem_1fr] lg:gap-4">
      <div className="relative order-2 overflow-hidden rounded-[var(--radius-card)] bg-sand">
        <ShopImage
          key={shown}
          src={shown}
          alt={`${name}, picture ${current + 1} of ${images.length}`}
          width={1200}
          height={1500}
          sizes="(min-width: 1280px) 38rem, (min-width: 1024px) 45vw, 100vw"
          priority={current === 0}
          className="aspect-[4/5] h-auto w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul className="order-1 mt-3 flex gap-2.5 overflow-x-auto lg:mt-0 lg:flex-col" aria-label="Product pictures">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-pressed={i === current}
                className={cn(
                  'block w-16 overflow-hidden rounded-lg border-2 transition lg:w-full',
                  i === current ? 'border-maroon' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <ShopImage
                  src={src}
                  alt=""
                  width={1200}
                  height={1500}
                  sizes="(min-width: 1024px) 88px, 64px"
                  minWidth={160}
                  maxWidth={320}
                  // The large picture is the page's LCP: the thumbnails must not share the phone's
                  // bandwidth with it at high priority (Chrome raises visible images otherwise).
                  fetchPriority="low"
                  className="aspect-[4/5] h-auto w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
