// Shapes of the steps after Paid that the server hands to pages and components.

/**
 * One parcel as the shopper's page and the owner's inbox show it; `trackingUrl` is null for a courier
 * without a tracking page, and `trackingNumber` too when none was given (hand delivery).
 */
export type ParcelView = {
  id: string;
  courierName: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  dispatchedOn: string;
  pieces: number;
};

/** What the shopper's enquiry page shows after Paid: her parcels, and whether she may mark it received now. */
export type DeliveryView = { parcels: ParcelView[]; canMarkReceived: boolean };
