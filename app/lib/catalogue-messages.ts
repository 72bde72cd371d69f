// The messages of the frame every page shows and of the catalogue pages (wishlist, cart, search,
// listing, product), word for word. Apart from the rest of MESSAGES (app/lib/messages.ts, which
// re-exports these) so a shopper page's first script does not carry the admin's and the forms'
// wording. Import; never retype.

export const WISHLIST_MESSAGES = {
  addFailed: 'Failed to add item to wishlist.',
  removeFailed: 'Failed to remove item from wishlist.',
  addedTitle: 'Added to wishlist',
  added: 'Item has been added to your wishlist.',
  removedTitle: 'Removed from wishlist',
  removed: 'Item has been removed from your wishlist.',
  loginTitle: 'Please log in',
  login: 'You need to log in first to add items to your wishlist.',
  empty: 'Your wishlist is empty.',
} as const;

export const PRODUCTS_MESSAGES = {
  loadErrorPrefix: 'Error loading products: ',
  errorLoading: 'Error Loading Product',
  notFound: 'Product Not Found',
  noMatch: 'No products found matching your filters.',
} as const;

export const SEARCH_MESSAGES = {
  searching: 'Searching...',
  error: 'Error searching products',
} as const;

export const PINCODE_MESSAGES = {
  required: 'Please enter a pincode',
  invalid: 'Please enter a valid 6-digit pincode',
  available: 'Delivery available in 3-5 business days',
} as const;

export const NOT_FOUND_MESSAGES = { code: '404', title: 'Oops! Page not found', back: 'Return to Home' } as const;

/** The title of an error toast. */
export const ERROR_TITLE = 'Error';

/** '0 matches found for "x"' / '1 match found for "x"' / '3 matches found for "x"'. */
export function matchesFoundMessage(count: number, query: string) {
  return `${count} ${count === 1 ? 'match' : 'matches'} found for "${query}"`;
}
