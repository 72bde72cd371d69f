import type { FunnelEventType } from './constants.ts';

/** Optional fields of a funnel event (spec section 7). Never pass what a person typed into a form field. */
export type FunnelFields = {
  productId?: string;
  productName?: string;
  searchQuery?: string;
  sectionName?: string;
  formFieldName?: string;
  scrollPercentage?: number;
  properties?: Record<string, string | number | boolean | null>;
};

/**
 * Records a funnel event in the background. Never throws and never delays the page.
 * (The analytics module replaces this body with the real batching sender.)
 */
export function track(eventType: FunnelEventType, fields: FunnelFields = {}): void {
  void eventType;
  void fields;
}
