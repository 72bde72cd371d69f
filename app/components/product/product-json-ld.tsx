import { mediaSrc } from './shop-image';
import { stockOf } from './product-purchase';

type Props = {
  product: { id: string; name: string; description: string; category: string; price: number; images: string[]; inventoryStatus: string; stockQuantity: number | null };
  publicUrl: string;
  shopName: string;
};

/** schema.org Product data for search engines. '<' is escaped so text can never close the script element. */
export function ProductJsonLd({ product, publicUrl, shopName }: Props) {
  const stock = stockOf(product);
  const json = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    image: product.images.map((src) => `${publicUrl}${mediaSrc(src, 1280)}`),
    brand: { '@type': 'Brand', name: shopName },
    offers: {
      '@type': 'Offer',
      url: `${publicUrl}/product/${product.id}`,
      priceCurrency: 'INR',
      price: product.price,
      itemCondition: 'https://schema.org/NewCondition',
      availability: stock.buyable
        ? product.inventoryStatus === 'limited'
          ? 'https://schema.org/LimitedAvailability'
          : 'https://schema.org/InStock'
        : 'https://schema.org/MadeToOrder',
    },
  };
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
    />
  );
}
