/** A product as a card shows it (the catalogue data module returns this shape). */
export type CardProduct = {
  id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  image: string;
  category: string;
  fabric: string;
  inventoryStatus: string;
  isNew: boolean;
  /** The start of the description, shown in the listing's list view. */
  summary?: string;
};
