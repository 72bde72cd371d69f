import client from 'prom-client';
import type { EnquiryKind } from '../../lib/enquiry-constants.ts';
import { replaceEventLoopLag } from './event-loop-metrics.server.ts';

/**
 * The shop's figures over time, in Prometheus' text format (GET /metrics, server/metrics-route.ts).
 * One registry per process: with several app servers, each is scraped on its own address.
 * Counters start at zero when a process starts; Prometheus' rate() reads across restarts.
 */
export const registry = new client.Registry();

/**
 * Off until the server turns them on (METRICS_TOKEN set, server/metrics-route.ts): while off, queries
 * are not timed and the Node.js figures are not gathered, so metrics that nobody reads cost nothing.
 */
let on = false;

/** Turns the figures on, from now: the standard Node.js set (heap, event-loop lag, GC, handles, CPU) and query times. */
export function turnMetricsOn() {
  if (on) return;
  on = true;
  client.collectDefaultMetrics({ register: registry, prefix: 'shop_' });
  replaceEventLoopLag(registry);
}

const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const requestSeconds = new client.Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern (never the address itself), method and status class.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});

/** Routes are few and fixed; anything else (a made-up address) is counted under one label. */
export function observeRequest(route: string, method: string, statusCode: number, seconds: number) {
  requestSeconds.observe(
    {
      route,
      method: method === 'GET' || method === 'POST' || method === 'HEAD' ? method : 'other',
      status: `${Math.floor(statusCode / 100)}xx`,
    },
    seconds,
  );
}

const queryTime = new client.Histogram({
  name: 'shop_db_query_duration_seconds',
  help: 'Time of each database query as the app server waits for it (embedded or PostgreSQL).',
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});

const notTimed = () => {};

/** Starts timing one database call; the returned function ends it. */
export const startQueryTimer = (): (() => void) => (on ? queryTime.startTimer() : notTimed);

/** Times one database call (only when metrics are on). */
export function timedQuery<T>(run: () => Promise<T>): Promise<T> {
  if (!on) return run();
  const end = queryTime.startTimer();
  return run().finally(end);
}

const uploadsStored = new client.Counter({
  name: 'shop_uploads_stored_total',
  help: 'Files written to the store (uploads and resized copies), and their bytes.',
  labelNames: ['kind'] as const,
  registers: [registry],
});
const uploadBytes = new client.Counter({ name: 'shop_upload_bytes_total', help: 'Bytes written to the store.', registers: [registry] });

export function countStored(key: string, bytes: number) {
  uploadsStored.inc({ kind: key.startsWith('cache/') ? 'resized copy' : 'upload' });
  uploadBytes.inc(bytes);
}

const enquiries = new client.Counter({
  name: 'shop_enquiries_received_total',
  help: 'Enquiries received, by kind (cart, inquiry = Create Your Look, custom = custom order).',
  labelNames: ['kind'] as const,
  registers: [registry],
});
export const countEnquiry = (kind: EnquiryKind) => enquiries.inc({ kind });

const mails = new client.Counter({
  name: 'shop_mails_total',
  help: 'Mails handed to the mail server (or the outbox), by outcome.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
export const countMail = (outcome: 'sent' | 'failed') => mails.inc({ outcome });

type CacheStats = { hits: number; misses: number; bytes: number; entries: number };

/** The render cache's own counts, read at each scrape. */
const RENDER_CACHE_GAUGES: [keyof CacheStats, string][] = [
  ['hits', 'Pages answered from the render cache since start.'],
  ['misses', 'Pages the render cache did not hold since start.'],
  ['bytes', 'Bytes of finished pages the render cache holds now.'],
  ['entries', 'Pages the render cache holds now.'],
];

export function watchRenderCache(stats: () => CacheStats) {
  for (const [key, help] of RENDER_CACHE_GAUGES)
    new client.Gauge({
      name: `shop_render_cache_${key}`,
      help,
      registers: [registry],
      collect(this: client.Gauge) {
        this.set(stats()[key]);
      },
    });
}

/** When the last good backup was made, as far as this process knows (undefined: not read yet). */
const lastBackup: { at: Date | null | undefined; readAt: number } = { at: undefined, readAt: 0 };

/** A backup this process just stored, or what the database says: the gauge reads it from memory. */
export function noteLastBackup(at: Date | null) {
  // A read that started before this process stored a newer one does not put the older one back.
  if (!(at && lastBackup.at && at < lastBackup.at)) lastBackup.at = at;
  lastBackup.readAt = Date.now();
}

/**
 * Seconds since the last good backup (absent when there has been none). A scrape never waits for the
 * database: the gauge reads memory, set when this process stores a backup and read again in the
 * background when older than `refreshMs` (another server on the same PostgreSQL may have taken one).
 * Read once now as well, so the first scrape has it.
 */
export function watchBackupAge(lastGoodAt: () => Promise<Date | null>, refreshMs = 30_000): Promise<void> {
  let reading: Promise<void> | undefined;
  const refresh = () =>
    (reading ??= lastGoodAt()
      .then(noteLastBackup, () => {})
      .finally(() => (reading = undefined)));
  new client.Gauge({
    name: 'shop_last_backup_age_seconds',
    help: 'Seconds since the last good backup.',
    registers: [registry],
    collect() {
      if (Date.now() - lastBackup.readAt > refreshMs) void refresh();
      if (lastBackup.at) this.set((Date.now() - lastBackup.at.getTime()) / 1000);
      else this.reset();
    },
  });
  return refresh();
}
