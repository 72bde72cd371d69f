import type { FunnelEventType } from './enquiry-constants.ts';
import type { AnalyticsEventType, SessionHint } from './schemas/analytics.ts';
import type * as WebAnalytics from './web-analytics.ts';

/** Optional fields of a funnel event. Never pass what a person typed into a form field. */
export type FunnelFields = {
  productId?: string;
  productName?: string;
  searchQuery?: string;
  sectionName?: string;
  formFieldName?: string;
  scrollPercentage?: number;
  properties?: Record<string, string | number | boolean | null>;
};

type QueuedEvent = FunnelFields & { type: AnalyticsEventType; pageUrl?: string; pageTitle?: string; previousPageUrl?: string | null };

export const SESSION_KEY = 'analytics_session_id';
const BATCH = 20;
const FLUSH_MS = 1500;

const queue: QueuedEvent[] = [];
let pendingSession: SessionHint | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let memorySessionId: string | undefined;
/**
 * The web analytics tag's module, once the tracker has loaded it (only when an ANALYTICS_ID is
 * configured): most shops run without one, so its code is not in the page's first scripts.
 */
let webTag: typeof WebAnalytics | null = null;

export function attachWebTag(tag: typeof WebAnalytics): void {
  webTag = tag;
}

/** Sends a call to the web analytics tag when one is loaded; a third-party tag never breaks the page. */
export function toWebTag(call: (tag: typeof WebAnalytics) => void): void {
  if (!webTag) return;
  try {
    call(webTag);
  } catch {
    /* nothing to do: the shop's own analytics already has the event */
  }
}

/** Do Not Track or Global Privacy Control on: nothing is sent, first-party or third-party. */
export function trackingAllowed(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const dnt = nav.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack ?? nav.msDoNotTrack;
  return !(dnt === '1' || dnt === 'yes' || nav.globalPrivacyControl === true);
}

/** The tab's analytics session id, kept in session storage (memory when storage is blocked). */
export function sessionId(): string {
  try {
    let id = window.sessionStorage.getItem(SESSION_KEY);
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
      id = newId();
      window.sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    memorySessionId ??= newId();
    return memorySessionId;
  }
}

function newId() {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

export const currentPath = () => window.location.pathname + window.location.search;

/**
 * Records a funnel event in the background. Never throws and never delays the page.
 * Product views, searches and custom-order submissions also go to the web analytics tag when one is configured.
 */
export function track(eventType: FunnelEventType, fields: FunnelFields = {}): void {
  enqueue({ ...fields, type: eventType });
  toWebTag((tag) => tag.sendWebAnalytics(eventType, fields));
}

/** Queues any analytics item (the tracker also sends page views, sessions and add_to_cart). */
export function enqueue(event: QueuedEvent): void {
  if (!trackingAllowed()) return;
  try {
    const item = { ...event, pageUrl: event.pageUrl ?? currentPath() };
    if (item.type === 'custom_order_form_field_filled') {
      // Only the field's name leaves the browser, whatever the caller passed.
      queue.push({ type: item.type, pageUrl: item.pageUrl, formFieldName: item.formFieldName });
    } else {
      queue.push(item);
    }
    schedule();
  } catch (error) {
    console.warn('analytics: could not queue an event', error);
  }
}

/** Asks for the session row, with the device's touch points (again after sign-in, so the server attaches the user). */
export function upsertSession(info: SessionHint): void {
  if (!trackingAllowed()) return;
  sessionId();
  pendingSession = info;
  schedule();
}

function schedule() {
  if (queue.length >= BATCH) return flush();
  timer ??= setTimeout(() => flush(), FLUSH_MS);
}

/** Sends what is queued. `leaving`: the page is being hidden or unloaded, so only a beacon is reliable. */
export function flush(leaving = false): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0 || pendingSession) {
    const body = JSON.stringify({ sessionId: sessionId(), session: pendingSession, events: queue.splice(0, BATCH) });
    pendingSession = undefined;
    send('/api/track', body, leaving);
  }
}

/** Time spent on a page, sent when the page is left (whole seconds, at most a day). */
export function sendDuration(pageUrl: string, seconds: number): void {
  if (!trackingAllowed() || seconds < 1) return;
  const body = JSON.stringify({ session_id: sessionId(), page_url: pageUrl, duration_seconds: Math.min(Math.round(seconds), 86_400) });
  send('/api/track-page-duration', body, true);
}

function send(url: string, body: string, leaving: boolean) {
  try {
    // text/plain keeps the beacon a simple request; the server parses the JSON itself.
    if (leaving && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' })))
      return;
    void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain' } })
      .then((response) => {
        if (!response.ok) console.warn(`analytics: ${url} answered ${response.status}`);
      })
      .catch((error) => console.warn('analytics: sending failed', error));
  } catch (error) {
    console.warn('analytics: sending failed', error);
  }
}
