import { onChange } from '../platform/cache-bus.server.ts';

// The sitemap and the product feeds are whole-catalogue documents: built from the database on the
// first request, then served from memory until the catalogue changes on any server (the cache bus
// below). The time limit is a backstop for changes made outside the shop (SQL by hand).

const MAX_AGE_MS = 10 * 60_000;
const documents = new Map<string, { at: number; body: Promise<string> }>();

export function cachedDocument(key: string, build: () => Promise<string>): Promise<string> {
  const hit = documents.get(key);
  if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.body;
  const body = build();
  documents.set(key, { at: Date.now(), body });
  // A failed build (database away) is not kept: the next request tries again.
  body.catch(() => {
    if (documents.get(key)?.body === body) documents.delete(key);
  });
  return body;
}

function forgetFeeds() {
  for (const key of documents.keys()) if (key.startsWith('feed:')) documents.delete(key);
}

/** Drop every cached document, e.g. after a product is saved. */
export function forgetCatalogueDocuments() {
  documents.clear();
}
// Forgotten whenever the catalogue changes, on this server or another (app/server/platform/cache-bus.server.ts).
// The feeds carry the running offer's end, so they are also forgotten when the content changes.
onChange((topic) => (topic === 'content' ? forgetFeeds() : forgetCatalogueDocuments()));
