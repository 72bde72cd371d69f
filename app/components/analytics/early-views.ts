/** A page the shopper saw before the tracker's code arrived: its address, title and when it was shown. */
export type EarlyView = { path: string; title: string; at: number };

let early: EarlyView[] = [];
let trackerArrived = false;

/**
 * Remembers a page shown before the tracker arrived. The tracker is fetched after the page came
 * alive; on a slow phone a shopper may already have followed a link by then, and without this the
 * page they landed on would never be counted.
 */
export function rememberEarlyView(path: string, title: string): void {
  if (trackerArrived) return;
  if (early.at(-1)?.path === path) return;
  early.push({ path, title, at: Date.now() });
}

/** The pages shown before the tracker arrived, oldest first; from now on the tracker records every page itself. */
export function takeEarlyViews(): EarlyView[] {
  trackerArrived = true;
  const views = early;
  early = [];
  return views;
}
