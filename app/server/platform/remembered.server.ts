import { LRUCache } from 'lru-cache';
import { onAccountChange, onChange, onPersonChange } from './cache-bus.server.ts';

const all = new Set<LRUCache<string, Promise<unknown>>>();
// Any change, on this server or another, forgets every remembered read: they are cheap to redo and
// a catalogue change can show on any page.
onChange(() => {
  for (const memory of all) memory.clear();
});
// Reads of a person's own data (their wishlist) are also forgotten when an account changes.
const personal = new Set<LRUCache<string, Promise<unknown>>>();
onAccountChange(() => {
  for (const memory of personal) memory.clear();
});
// A change to one person's own list forgets her reads only: those whose first argument is her id.
onPersonChange((userId) => {
  const hers = JSON.stringify([userId]).slice(0, -1);
  for (const memory of personal)
    for (const key of [...memory.keys()])
      if (key.startsWith(hers) && (key[hers.length] === ']' || key[hers.length] === ',')) memory.delete(key);
});

/**
 * Wraps a read of public shop data (catalogue, banners, testimonials, offers) so its result is kept
 * in memory until the cache bus reports a change. Pages rendered per request (for signed-in
 * shoppers, and the render cache's misses) then read the database only for what is personal.
 * Concurrent calls with the same arguments share one query. Results are shared between requests:
 * callers must not modify them.
 */
export function remembered<A extends unknown[], T>(
  read: (...args: A) => Promise<T>,
  /** `personal`: a read of one person's own data, whose first argument is her user id. */
  options: { max?: number; personal?: boolean } = {},
): (...args: A) => Promise<T> {
  const memory = new LRUCache<string, Promise<unknown>>({ max: options.max ?? 500 });
  all.add(memory);
  if (options.personal) personal.add(memory);
  return (...args: A) => {
    const key = args.length === 0 ? '' : JSON.stringify(args);
    let pending = memory.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read(...args);
      memory.set(key, pending);
      // A failed read is tried again by the next caller.
      pending.catch(() => memory.get(key) === pending && memory.delete(key));
    }
    return pending;
  };
}
