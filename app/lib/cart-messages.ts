// The cart's wording, word for word: apart from the catalogue's messages (catalogue-messages.ts,
// which every page's first script carries) because most of it is the server's answers to the cart's
// forms and the cart page's, which the header and the product page never show. Import; never retype.

export const CART_MESSAGES = {
  empty: 'Your cart is empty.',
  signInToEnquire: 'Sign in to submit enquiries.',
  signInToAdd: 'Sign in to add products to cart.',
  selectOne: 'Please select at least one item to enquire about.',
  sending: 'Sending...',
  bulkSent: 'Bulk enquiry sent!',
  pageSent: "Enquiry submitted successfully! We'll contact you soon.",
  failedPrefix: 'Failed to send enquiry: ',
  unknownError: 'Unknown error',
  errorPrefix: 'Error sending enquiry: ',
  pageFailed: 'Failed to submit enquiry. Please try again.',
  pageUnexpected: 'An unexpected error occurred. Please try again.',
  // The cart kept on the server: what each change did, and why one was refused.
  added: (name: string, quantity: number) => `Added to your cart: ${name}${quantity > 1 ? ` × ${quantity}` : ''}.`,
  alreadyIn: (name: string) => `${name} is already in your cart. Change its quantity there.`,
  quantitySet: (name: string, quantity: number) => `${name}: quantity ${quantity}.`,
  removed: 'Removed from your cart.',
  cleared: 'Your cart is now empty.',
  badQuantity: 'Please enter a quantity of 1 or more, in whole pieces.',
  onlyLeft: (left: number) => `Only ${left} left: please choose ${left} or fewer.`,
  noSuchSize: 'Please choose one of the sizes shown.',
  gone: 'This piece is no longer in our collection.',
  soldOut: 'This piece is now made to order: ask for it with Create Custom Look.',
  notInCart: 'That piece is no longer in your cart.',
  full: 'Your cart is full: send an enquiry for some pieces first.',
  unavailableLines: 'Some items in your cart are no longer available. Please remove them and try again.',
} as const;
