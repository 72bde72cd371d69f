import type { FunnelEventType } from './enquiry-constants.ts';

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };
type Fields = {
  productId?: string;
  productName?: string;
  searchQuery?: string;
  properties?: Record<string, string | number | boolean | null>;
};

let loadedId: string | null = null;

/**
 * Loads the configured web analytics tag (gtag.js) once; the policy allows its host. Only called when
 * an ANALYTICS_ID is configured and Do Not Track / Global Privacy Control are off.
 */
export function loadWebAnalytics(id: string): void {
  if (loadedId || !/^G-[A-Z0-9]+$/.test(id)) return;
  loadedId = id;
  const w = window as GtagWindow;
  w.dataLayer = w.dataLayer || [];
  // gtag.js reads the `arguments` object itself, as Google's snippet does.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  // Page views are sent by the tracker, once per navigation (client-side ones included).
  w.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

function gtag(): Gtag | null {
  return loadedId ? ((window as GtagWindow).gtag ?? null) : null;
}

export function sendWebPageView(path: string, title: string): void {
  gtag()?.('event', 'page_view', { page_location: window.location.origin + path, page_title: title });
}

/**
 * Maps funnel events to the web analytics tag's events: view_item (INR, value, id,
 * name, category: callers pass price and category in properties), search, generate_lead.
 */
export function sendWebAnalytics(eventType: FunnelEventType, fields: Fields): void {
  const send = gtag();
  if (!send) return;
  const p = fields.properties ?? {};
  if (eventType === 'product_viewed') {
    const value = typeof p.price === 'number' ? p.price : undefined;
    send('event', 'view_item', {
      currency: 'INR',
      value,
      items: [{ item_id: fields.productId, item_name: fields.productName, item_category: p.category ?? undefined, price: value }],
    });
  } else if (eventType === 'search_performed') {
    send('event', 'search', { search_term: fields.searchQuery });
  } else if (eventType === 'custom_order_form_submitted') {
    send('event', 'generate_lead', { currency: 'INR', value: typeof p.value === 'number' ? p.value : undefined });
  }
}

/** For the product enquiry form (not a funnel event type): a lead for the web analytics tag only. */
export function trackLead(fields: { productId?: string; productName?: string; value?: number } = {}): void {
  gtag()?.('event', 'generate_lead', {
    currency: 'INR',
    value: fields.value,
    items: fields.productId ? [{ item_id: fields.productId, item_name: fields.productName }] : undefined,
  });
}
