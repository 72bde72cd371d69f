import { PRODUCT_SIZES } from '~/lib/admin-constants';

/** What the product editor holds while the owner types: prices stay as typed text until saved. */
export type ProductFormState = {
  name: string;
  category: string;
  fabric: string;
  style: string;
  description: string;
  price: string;
  originalPrice: string;
  images: string[];
  colors: string[];
  sizes: string[];
  features: string[];
  tags: string[];
  inventoryStatus: string;
  stockQuantity: string;
  isPublished: boolean;
  isNew: boolean;
  isBestSeller: boolean;
  isFestive: boolean;
};

export const EMPTY_PRODUCT: ProductFormState = {
  name: '',
  category: 'kurtas',
  fabric: '',
  style: '',
  description: '',
  price: '',
  originalPrice: '',
  images: [],
  colors: [],
  sizes: [],
  features: [],
  tags: [],
  inventoryStatus: 'available',
  stockQuantity: '',
  isPublished: true,
  isNew: false,
  isBestSeller: false,
  isFestive: false,
};

/** 'co-ords' → 'Co-ords': the fixed option lists are shown capitalised. */
export const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export const ADMIN_INVENTORY_LABELS: Record<string, string> = {
  available: 'Available',
  limited: 'Limited Stock',
  out_of_stock: 'Out of Stock',
};

export const SIZE_OPTIONS = PRODUCT_SIZES;
