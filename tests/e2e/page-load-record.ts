import type { CDPSession, Page } from '@playwright/test';

/** A phone on a slow 4G connection (Lighthouse's mobile figures: 150 ms round trip, 1.6 Mbit/s down). */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export type LoadedRequest = { url: string; type: string; priority: string; start: number; end: number; bytes: number; mimeType: string };

export type PageLoadRecord = {
  requests: LoadedRequest[];
  /** The picture the browser reported as the largest contentful paint ('' when the LCP is text). */
  lcpUrl: string;
  lcpRequest: LoadedRequest | undefined;
  /** The first script file or script preload requested, if any. */
  firstScript: LoadedRequest | undefined;
  /** The first web font file requested, if any. */
  firstFont: LoadedRequest | undefined;
};

const isScript = (r: LoadedRequest) => r.type === 'Script' || /\.m?js(\?|$)/.test(new URL(r.url).pathname);
const isFont = (r: LoadedRequest) => r.type === 'Font' || /\.woff2?$/.test(new URL(r.url).pathname);

/**
 * Loads `url` and records every request with its start, the end of its response (one clock, the
 * browser's) and its priority, then asks the page which picture was the largest contentful paint.
 * Waits for the network to go quiet, so scripts requested after `load` are in the record too.
 */
export async function recordPageLoad(page: Page, url: string, { throttle = SLOW_4G, cpuSlowdown = 1 } = {}): Promise<PageLoadRecord> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) await cdp.send('Network.emulateNetworkConditions', throttle);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const byId = new Map<string, LoadedRequest>();
  cdp.on('Network.requestWillBeSent', (e) => {
    byId.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? 'Other',
      priority: e.request.initialPriority,
      start: e.timestamp * 1000,
      end: Infinity,
      bytes: 0,
      mimeType: '',
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.mimeType = e.response.mimeType;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp * 1000, bytes: e.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const lcpUrl = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
          resolve(entries.at(-1)?.url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(''), 2000);
      }),
  );
  if (throttle)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const requests = [...byId.values()].sort((a, b) => a.start - b.start);
  return {
    requests,
    lcpUrl,
    lcpRequest: lcpUrl ? requests.find((r) => r.url === lcpUrl) : undefined,
    firstScript: requests.find(isScript),
    firstFont: requests.find(isFont),
  };
}
