// The flags every Chromium the shop starts runs with (end-to-end tests, page benchmarks, screenshots):
// headless without a sandbox or GPU on these machines, and none of the browser's own traffic (updates,
// sync, first-run pages, QUIC) mixed into what is tested or measured. The Playwright config adds its
// own feature switches on top (playwright.config.ts).

/** @type {readonly string[]} */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
