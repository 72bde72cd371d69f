import type { ReviewWords } from './reviews.ts';

/** One review as the owner's Reviews screen shows it (read from the database, shown by the card). */
export type AdminReview = ReviewWords & {
  id: string;
  productId: string;
  productName: string | null;
  productOnShop: boolean;
  authorName: string;
  status: string;
  hiddenReason: string | null;
  reply: string | null;
  featured: boolean;
  enquiry: string;
  createdAt: Date;
};
