import asyncHooks from 'node:async_hooks';

/** One object of Node.js's `process.nextTick`, kept for the life of the process (see below). */
let keptTick;

/**
 * Keeps `process.nextTick` on V8's fast path for the server's whole life.
 *
 * Node.js's HTTP code calls `process.nextTick` a few times per answer, and each call makes an object
 * with computed keys. V8 remembers the shapes ("maps") those objects go through, but weakly: when a
 * full garbage collection finds no such object alive, the shapes are dropped, and the next call makes
 * new ones. A server that collects a lot while it starts (opening its database, building its caches)
 * can go through that four times. V8 then gives up on the call site for good ("megamorphic"), and every
 * later call takes its slow path: about 8 % of the CPU of a page from the render cache, measured with
 * perf (docs/decisions/0022-next-tick-kept-on-the-fast-path.md). Keeping one such object alive keeps
 * its shapes.
 *
 * The object is caught with Node.js's async hooks, which are handed each tick's object as its resource;
 * the hook is on for one call only. Call this first, before anything else runs.
 */
export function keepNextTickShape() {
  if (keptTick) return;
  const hook = asyncHooks.createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') keptTick ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
}
