import { z } from 'zod';
import { INVENTORY_STATUSES, PRODUCT_SIZES, STYLES } from '../admin-constants.ts';
import { FABRICS, PRODUCT_CATEGORIES } from '../listing-constants.ts';
import { cleanText } from './common.ts';
import {
  cleanList,
  formFlag,
  imageUrlField,
  listOf,
  normalizeColors,
  optionalPriceField,
  ORIGINAL_PRICE_MESSAGE,
  priceField,
  requiredText,
  textOf,
} from './admin-fields.ts';

export const MAX_PRODUCT_IMAGES = 12;

const listField = (max: number, maxItems = 30) => z.array(cleanText(max)).max(maxItems, `Please keep this list under ${maxItems} entries`);

const blankOr = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.union([z.literal(''), z.enum(values, message)]);

/** The product editor's form, checked in the browser and again by the action. */
export const productSchema = z
  .object({
    name: requiredText(200, 'Please enter a product name'),
    category: z.enum(PRODUCT_CATEGORIES, 'Please choose a category'),
    fabric: blankOr(FABRICS, 'Please choose a fabric from the list'),
    style: blankOr(STYLES, 'Please choose a style from the list'),
    description: cleanText(5000),
    price: priceField,
    originalPrice: optionalPriceField,
    images: z.array(imageUrlField).max(MAX_PRODUCT_IMAGES, `Please keep to ${MAX_PRODUCT_IMAGES} images or fewer`),
    colors: listField(40).transform(normalizeColors),
    sizes: z
      .array(z.enum(PRODUCT_SIZES, 'Please choose sizes from the list'))
      .transform((s) => PRODUCT_SIZES.filter((size) => s.includes(size))),
    features: listField(200).transform(cleanList),
    tags: listField(60).transform(cleanList),
    inventoryStatus: z.enum(INVENTORY_STATUSES, 'Please choose an inventory status'),
    stockQuantity: z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((v, ctx) => {
      const text = v === null || v === undefined ? '' : String(v).trim();
      if (text === '') return null;
      if (!/^\d{1,6}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Stock quantity must be a whole number, 0 or more' });
        return z.NEVER;
      }
      return Number(text);
    }),
    isPublished: formFlag,
    isNew: formFlag,
    isBestSeller: formFlag,
    isFestive: formFlag,
  })
  .superRefine((p, ctx) => {
    if (p.originalPrice !== null && p.originalPrice <= p.price)
      ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: ORIGINAL_PRICE_MESSAGE });
  });

export type ProductInput = z.infer<typeof productSchema>;
export type ProductFormValues = z.input<typeof productSchema>;

/** The editor posts one field per value for lists (images, colors, sizes, features, tags). */
export function productValuesFromForm(form: FormData): ProductFormValues {
  return {
    name: textOf(form.get('name')),
    category: textOf(form.get('category')) as ProductFormValues['category'],
    fabric: textOf(form.get('fabric')) as ProductFormValues['fabric'],
    style: textOf(form.get('style')) as ProductFormValues['style'],
    description: textOf(form.get('description')),
    price: textOf(form.get('price')),
    originalPrice: textOf(form.get('originalPrice')),
    images: listOf(form, 'images'),
    colors: listOf(form, 'colors'),
    sizes: listOf(form, 'sizes') as ProductFormValues['sizes'],
    features: listOf(form, 'features'),
    tags: listOf(form, 'tags'),
    inventoryStatus: textOf(form.get('inventoryStatus')) as ProductFormValues['inventoryStatus'],
    stockQuantity: textOf(form.get('stockQuantity')),
    isPublished: textOf(form.get('isPublished')),
    isNew: textOf(form.get('isNew')),
    isBestSeller: textOf(form.get('isBestSeller')),
    isFestive: textOf(form.get('isFestive')),
  };
}
