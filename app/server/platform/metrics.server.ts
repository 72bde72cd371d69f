import client from 'prom-client';
import type { EnquiryKind } from '../../lib/enquiry-constants.ts';

/**
 * The shop's figures over time, in Prometheus' text format (GET /metrics, server/metrics-route.ts).
 * One registry per process: with several app servers, each is scraped on its own address.
 * Counters start at zero when a process starts; Prometheus' rate() reads across restarts.
 */
export const registry = new client.Registry();
// Heap, event-loop lag, garbage collection, open handles, CPU: the standard Node.js set.
client.collectDefaultMetrics({ register: registry, prefix: 'shop_' });

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

/** Starts timing one database call; the returned function ends it. */
export const startQueryTimer = (): (() => void) => queryTime.startTimer();

/** Times one database call. */
export async function timedQuery<T>(run: () => Promise<T>): Promise<T> {
  const end = queryTime.startTimer();
  try {
    return await run();
  } finally {
    end();
  }
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
export function watchRenderCache(stats: () => CacheStats) {
  const read = (pick: (s: CacheStats) => number) =>
    function (this: client.Gauge) {
      this.set(pick(stats()));
    };
  new client.Gauge({
    name: 'shop_render_cache_hits',
    help: 'Pages answered from the render cache since start.',
    registers: [registry],
    collect: read((s) => s.hits),
  });
  new client.Gauge({
    name: 'shop_render_cache_misses',
    help: 'Pages the render cache did not hold since start.',
    registers: [registry],
    collect: read((s) => s.misses),
  });
  new client.Gauge({
    name: 'shop_render_cache_bytes',
    help: 'Bytes of finished pages the render cache holds now.',
    registers: [registry],
    collect: read((s) => s.bytes),
  });
  new client.Gauge({
    name: 'shop_render_cache_entries',
    help: 'Pages the render cache holds now.',
    registers: [registry],
    collect: read((s) => s.entries),
  });
}

/** Seconds since the last good backup (absent when there has been none), read at each scrape. */
export function watchBackupAge(lastGoodAt: () => Promise<Date | null>) {
  new client.Gauge({
    name: 'shop_last_backup_age_seconds',
    help: 'Seconds since the last good backup.',
    registers: [registry],
    async collect() {
      const at = await lastGoodAt().catch(() => null);
      if (at) this.set((Date.now() - at.getTime()) / 1000);
      else this.reset();
    },
  });
}
