/** One review as the owner's Reviews screen shows it (read from the database, shown by the card). */
export type AdminReview = {
  id: string;
  productId: string;
  productName: string | null;
  productOnShop: boolean;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  fit: string | null;
  measurementsFit: string | null;
  photos: string[];
  status: string;
  hiddenReason: string | null;
  reply: string | null;
  featured: boolean;
  enquiry: string;
  createdAt: Date;
};
