import { LRUCache } from 'lru-cache';
import { onAccountChange, onChange, onPersonChange } from './cache-bus.server.ts';

type Memory = LRUCache<string, Promise<unknown>>;

const all = new Set<Memory>();
// Any change, on this server or another, forgets every remembered read: they are cheap to redo and
// a catalogue change can show on any page.
onChange(() => {
  for (const memory of all) memory.clear();
});
// Reads of a person's own data (her wishlist, her cart's count) are also forgotten when an account
// changes, and hers alone when she changes her own list: each is kept under her id.
const perPerson = new Set<Memory>();
onAccountChange(() => {
  for (const memory of perPerson) memory.clear();
});
onPersonChange((userId) => {
  for (const memory of perPerson) memory.delete(userId);
});

/** The read's result kept under `key`; concurrent callers share one read, and a failed one is tried again by the next. */
function recall<T>(memory: Memory, key: string, read: () => Promise<T>): Promise<T> {
  let pending = memory.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    memory.set(key, pending);
    pending.catch(() => memory.get(key) === pending && memory.delete(key));
  }
  return pending;
}

/**
 * Wraps a read of public shop data (catalogue, banners, testimonials, offers) so its result is kept
 * in memory until the cache bus reports a change. Pages rendered per request (for signed-in
 * shoppers, and the render cache's misses) then read the database only for what is personal.
 * Concurrent calls with the same arguments share one query. Results are shared between requests:
 * callers must not modify them.
 */
export function remembered<A extends unknown[], T>(
  read: (...args: A) => Promise<T>,
  options: { max?: number } = {},
): (...args: A) => Promise<T> {
  const memory: Memory = new LRUCache({ max: options.max ?? 500 });
  all.add(memory);
  return (...args: A) => recall(memory, args.length === 0 ? '' : JSON.stringify(args), () => read(...args));
}

/** A remembered read of one person's own data, by her user id alone: forgotten for her when she changes it. */
export function rememberedPerPerson<T>(
  read: (userId: string) => Promise<T>,
  options: { max?: number } = {},
): (userId: string) => Promise<T> {
  const memory: Memory = new LRUCache({ max: options.max ?? 500 });
  all.add(memory);
  perPerson.add(memory);
  return (userId: string) => recall(memory, userId, () => read(userId));
}
