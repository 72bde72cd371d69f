import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PRODUCT_ID } from './common.ts';

/**
 * The lines of a cart enquiry. Only the sku, size and quantity are trusted; name, price and
 * image are accepted (the stored cart carries them) but the server re-reads them from the catalogue.
 */
export const cartEnquiryLineSchema = z.object({
  sku: z.string().regex(PRODUCT_ID),
  selectedSize: z.string().max(20).optional().nullable(),
  name: z.string().max(300).optional(),
  price: z.number().optional(),
  image: z.string().max(2000).optional(),
  quantity: z.number().int().min(1).max(9999).optional(),
});

export const cartEnquirySchema = z.object({
  items: z
    .array(cartEnquiryLineSchema, { message: MESSAGES.cart.empty })
    .min(1, MESSAGES.cart.empty)
    .max(50, 'Please enquire about at most 50 items at a time.'),
});
