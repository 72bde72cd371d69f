import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { onChange } from '../app/server/platform/cache-bus.server.ts';
import { contentSecurityPolicy } from '../app/server/render/csp.server.ts';
import { logger } from '../app/server/platform/logger.server.ts';
import { PERSONAL_HINT_COOKIE } from '../app/lib/personal-hint.ts';
import { WEB_FONTS_COOKIE, webFontsCached } from '../app/lib/web-fonts-cookie.ts';
import { PUBLIC_PAGE_PATH } from './public-pages.ts';

/**
 * The render cache: finished anonymous pages (and their `.data` requests) kept in memory with their
 * headers and their bodies already compressed (Brotli, gzip, identity), answered without Express
 * or React. See docs/decisions/0007-server-cpu-and-render-cache.md.
 *
 * A signed-in shopper asking for a catalogue page (not its `.data`) is answered the page kept for
 * everyone, when there is one, with the personal-parts hint (PERSONAL_HINT_COOKIE): once the page is
 * alive, the browser asks for her own parts in one data request (app/lib/personal-parts.ts). See
 * docs/decisions/0020-signed-in-pages-from-the-render-cache.md.
 *
 * Never cached: a request with a sign-in cookie, a method other than GET/HEAD, a path outside the
 * public pages (server/public-pages.ts: so admin, account, cart, auth, API and form routes never
 * are), a response with Set-Cookie, `Cache-Control: private/no-store`, a status other than 200 and
 * 404, or a content type other than a page or its data. Query parameters outside a known list are
 * removed before rendering, so `?utm_source=…` shares the page's one entry (two, in fact: a browser
 * that has the web fonts' files gets a page naming their faces, app/lib/web-fonts-cookie.ts). Every
 * change published on the cache bus (app/server/platform/cache-bus.server.ts) empties it, on every
 * server.
 */

/** What the public pages read from the address (listing filters, search, pages, pincode, the footer's subscription outcome) and React Router's own. */
const KNOWN_PARAMS = new Set([
  'q',
  'page',
  'filter',
  'value',
  'category',
  'occasion',
  'price',
  'fabric',
  'color',
  'season',
  'festival',
  'sort',
  'view',
  'pin',
  'newsletter',
  '_routes',
]);
// Set on a kept page answered to a signed-in shopper: the page cannot read the session cookie, and
// this says her own parts are still to come. No secret; the page drops it when no one is signed in.
const PERSONAL_HINT = `${PERSONAL_HINT_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=2592000`;
/** better-auth's cookies (session, its cached copy, "don't remember me"), with or without the __Secure- prefix. */
const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\./;
const CACHED_TYPES = /^text\/(?:html|x-script)\b/;
/** Per-request or per-connection headers that an entry must not replay. */
const DROPPED_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'etag',
  'ratelimit',
  'ratelimit-policy',
  'vary',
  'cache-control',
]);
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip' | 'identity';
type Entry = {
  status: number;
  etag: string;
  /** Header lists for writeHead, one per encoding, made once. */
  heads: Partial<Record<Encoding, Record<string, string | string[]>>>;
  /** The 304's header list, made once. */
  notModifiedHead: Record<string, string | string[]>;
  bodies: Partial<Record<Encoding, Buffer>>;
  size: number;
  expiresAt: number;
};

export type RenderCacheStats = {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  stored: number;
  invalidations: number;
};

/** The address the page is rendered for: known parameters only, in a stable order; null when never cached. */
export function cacheKey(url: string): string | null {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  if (!PUBLIC_PAGE_PATH.test(pathname)) return null;
  if (q < 0) return pathname;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = [...params].filter(([name]) => KNOWN_PARAMS.has(name));
  if (kept.length === 0) return pathname;
  // A stable sort by name keeps the order of repeated parameters (fabric=a&fabric=b).
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `${pathname}?${new URLSearchParams(kept).toString()}`;
}

// Requests whose answer is being collected for the cache: they skip Express's compression, which
// would send the headers before the cache has the whole page.
const collecting = new WeakSet<IncomingMessage>();
export const isCollectedForCache = (req: IncomingMessage) => collecting.has(req);

function chooseEncoding(accept: string | undefined, entry: Entry): Encoding {
  if (accept) {
    if (entry.bodies.br && /\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return 'br';
    if (entry.bodies.gzip && /\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return 'gzip';
  }
  return 'identity';
}

export function createRenderCache(options: { maxBytes: number; maxAgeMs: number }) {
  const lru = new LRUCache<string, Entry>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (e) => e.size,
    maxEntrySize: MAX_ENTRY_BYTES * 3,
  });
  const stats = { hits: 0, misses: 0, stored: 0, invalidations: 0 };
  // A render that began before a change must not be stored after it.
  let generation = 0;
  /** Pages being rendered, with the visitors waiting for them. */
  const rendering = new Map<string, (() => void)[]>();
  onChange(() => {
    generation += 1;
    stats.invalidations += 1;
    lru.clear();
  });

  function send(
    entry: Entry,
    req: IncomingMessage,
    res: ServerResponse,
    acceptEncoding: string | undefined,
    ifNoneMatch: string | undefined,
    personal = false,
  ) {
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(entry.etag)) {
      // The page she kept from before she signed in is still the one to show, but it must now ask for her parts.
      res.writeHead(304, personal ? { ...entry.notModifiedHead, 'set-cookie': PERSONAL_HINT } : entry.notModifiedHead);
      res.end();
      return;
    }
    const encoding = chooseEncoding(acceptEncoding, entry);
    res.writeHead(entry.status, personal ? { ...entry.heads[encoding], 'set-cookie': PERSONAL_HINT } : entry.heads[encoding]);
    res.end(req.method === 'HEAD' ? undefined : entry.bodies[encoding]);
  }

  function store(key: string, status: number, headers: Record<string, string | string[]>, body: Buffer, born: number) {
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    const base: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) if (!DROPPED_HEADERS.has(name)) base[name] = value;
    // Revalidated on every visit (an ETag makes that a 304); proxies keep signed-in pages apart.
    // Data requests carry no policy of their own; a replayed answer has the same one as a fresh answer.
    // A 304's headers replace those the browser kept with the page, so it names the page's own policy
    // (its script hashes): otherwise the default one the server adds to an answer without any
    // (server/security.ts, on a page rendered again after a change) would block the page's scripts.
    const notModifiedHead = {
      etag,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding, Cookie',
      'content-security-policy': base['content-security-policy'] ?? contentSecurityPolicy(),
    };
    Object.assign(base, notModifiedHead);
    const headFor = (encoding: Encoding, bytes: Buffer) => ({
      ...base,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': String(bytes.length),
    });
    const entry: Entry = {
      status,
      etag,
      heads: { identity: headFor('identity', body) },
      notModifiedHead,
      bodies: { identity: body },
      size: body.length + 1024,
      expiresAt: Date.now() + options.maxAgeMs,
    };
    lru.set(key, entry);
    stats.stored += 1;
    // Compressed on the thread pool, off the event loop; until then the entry answers identity.
    void Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip(body, { level: 9 }),
    ])
      .then(([br, gz]) => {
        if (generation !== born || lru.peek(key) !== entry) return;
        entry.bodies.br = br;
        entry.bodies.gzip = gz;
        entry.heads.br = headFor('br', br);
        entry.heads.gzip = headFor('gzip', gz);
        entry.size += br.length + gz.length;
        // Set again so the byte budget counts the compressed copies too.
        lru.delete(key);
        lru.set(key, entry);
      })
      .catch((error: unknown) => logger.error({ err: error, key }, 'render cache compression failed'));
  }

  /**
   * Answers from the cache when it can; otherwise hands the request to `render` (the Express app)
   * and keeps the finished response when it may be shared.
   */
  function handle(req: IncomingMessage, res: ServerResponse, render: () => void): void {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || options.maxBytes <= 0) return render();
    const cookie = req.headers.cookie;
    const signedIn = cookie !== undefined && SIGNED_IN_COOKIE.test(cookie);
    const address = cacheKey(req.url ?? '/');
    if (!address) return render();
    // A page names the web fonts' faces only to a browser that has their files: two entries, not one.
    const key = !address.includes('.data') && webFontsCached(cookie) ? `${address} ${WEB_FONTS_COOKIE}` : address;

    const acceptEncoding = req.headers['accept-encoding'];
    const ifNoneMatch = req.headers['if-none-match'];
    // A signed-in shopper's data requests carry her own parts: never the kept ones.
    if (signedIn && key.includes('.data')) return render();
    const entry = lru.get(key);
    if (entry && entry.expiresAt > Date.now()) {
      stats.hits += 1;
      send(entry, req, res, acceptEncoding, ifNoneMatch, signedIn);
      return;
    }
    // Her page is rendered for her until a visitor's render has been kept.
    if (signedIn) return render();
    stats.misses += 1;
    if (req.method === 'HEAD') return render();
    // Visitors arriving while the page is being rendered wait for that one render (no stampede
    // after a change): they get the entry, or render themselves if it could not be kept.
    const waiting = rendering.get(key);
    if (waiting) {
      waiting.push(() => {
        const made = lru.get(key);
        if (made) send(made, req, res, acceptEncoding, ifNoneMatch);
        else render();
      });
      return;
    }
    const waiters: (() => void)[] = [];
    rendering.set(key, waiters);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (rendering.get(key) === waiters) rendering.delete(key);
      for (const next of waiters) next();
    };
    res.once('close', release);

    // Rendered for the normalised address, as identity, and collected before anything is sent.
    req.url = address;
    delete req.headers['accept-encoding'];
    delete req.headers['if-none-match'];
    const born = generation;
    collecting.add(req);
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
      collect(chunk, encoding);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    } as ServerResponse['write'];
    res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
      collect(chunk, encoding);
      res.write = write;
      res.end = end;
      const body = Buffer.concat(chunks);
      const done = [chunk, encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined;
      const headers = res.getHeaders() as Record<string, string | string[]>;
      const cacheControl = String(headers['cache-control'] ?? '');
      const shareable =
        (res.statusCode === 200 || res.statusCode === 404) &&
        !res.headersSent &&
        headers['set-cookie'] === undefined &&
        headers['content-encoding'] === undefined &&
        !/no-store|private/.test(cacheControl) &&
        CACHED_TYPES.test(String(headers['content-type'] ?? '')) &&
        body.length <= MAX_ENTRY_BYTES &&
        generation === born;
      if (!shareable) {
        if (done) res.once('finish', done);
        (end as (chunk: Buffer) => ServerResponse).call(res, body);
        release();
        return res;
      }
      store(key, res.statusCode, headers, body, born);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      send(lru.peek(key)!, req, res, acceptEncoding, ifNoneMatch);
      if (done) res.once('finish', done);
      release();
      return res;
    } as ServerResponse['end'];
    render();
  }

  return {
    handle,
    stats: (): RenderCacheStats => ({ entries: lru.size, bytes: lru.calculatedSize, maxBytes: options.maxBytes, ...stats }),
  };
}
