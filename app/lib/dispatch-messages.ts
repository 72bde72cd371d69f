// The words of the steps after Paid (making, dispatch, stock, received), apart from messages.ts so
// the shopper's pages and the owner's screens import only these. Import; never retype.

export const DISPATCH_MESSAGES = {
  stockShort: 'Paid for more than the stock held, and noted on the enquiry:',
  dispatchFailed: 'Failed to add the parcel',
  dispatched: 'Parcel added',
  dispatchedDescription: 'The shopper was mailed the tracking link.',
  notPaid: 'This enquiry is not paid yet: mark it paid before you send a parcel.',
  unknownCourier: 'Please choose a courier from the list.',
  trackingNumber: 'Please enter the tracking number with letters, digits and dashes only (4 to 40).',
  dispatchDate: 'Please enter the dispatch date as a day, no later than today.',
  pieces: 'Please enter how many pieces are in the parcel (1 to 99).',
  sameParcel: 'A parcel with this tracking number is already recorded for this enquiry.',
  courierName: 'Please name the courier (up to 60 characters).',
  courierLink: 'Please give an https link with {awb} where the tracking number goes, or leave it empty.',
  courierTaken: 'A courier with this name is already on the list.',
  couriersSaved: 'Couriers saved',
  couriersFailed: 'Failed to save the couriers',
  received: 'Thank you! Your enquiry is marked as received.',
  receivedFailed: 'This enquiry cannot be marked received yet: it has not been sent.',
  alreadyReceived: 'This enquiry is already marked as received.',
} as const;
