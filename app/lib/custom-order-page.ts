/** The product a custom order is inspired by: its design interest and notes are filled in. */
export type CustomOrderProduct = { id: string; name: string; category: string };

/** The page that holds the Request Custom Order form for a product (or for none): where it is sent without scripts. */
export const customOrderPage = (product?: { id: string } | null) =>
  product ? `/product/${encodeURIComponent(product.id)}/custom-order` : '/custom-order';
