// One load of each page on a phone (390 px wide at 2x, slow 4G) in Playwright: which requests the
// page makes and in what order (no script or web font before the LCP picture), the LCP picture, and
// the stylesheet the page carries.
import { recordPageLoad } from '../../tests/e2e/page-load-record.ts';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Uncompressed bytes of the CSS a page paints with: inline <style> text plus linked stylesheet files. */
async function stylesheetBytes(base, withNoscript) {
  // The <noscript> link serves only visitors without scripts.
  const html = withNoscript.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  let bytes = 0;
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) bytes += Buffer.byteLength(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])?.[1];
    if (href) bytes += (await (await fetch(new URL(href, base), { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
  }
  return bytes;
}

/** The whole stylesheet app/lib/page-start.ts adds once the page has painted (cached by later pages). */
async function wholeStylesheetBytes(base, html) {
  const href = /<style[^>]*data-href="([^"]+)"/.exec(html)?.[1];
  if (!href) return 0;
  return (await (await fetch(new URL(href, base), { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
}

export async function phoneChecks(browser, base, pages, slowdown) {
  const rows = [];
  for (const p of pages) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const record = await recordPageLoad(page, `${base}${p.path}`, { cpuSlowdown: slowdown });
    const html = await (await fetch(`${base}${p.path}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/gi)];
    const highImages = record.requests.filter((r) => r.type === 'Image' && (r.priority === 'High' || r.priority === 'VeryHigh'));
    const lcp = record.lcpRequest;
    const scriptBeforeLcp = lcp && record.firstScript ? record.firstScript.start < lcp.end : false;
    const fontBeforeLcp = lcp && record.firstFont ? record.firstFont.start < lcp.end : false;
    rows.push({
      page: p.name,
      'LCP picture': lcp ? new URL(lcp.url).pathname.split('/').pop() + new URL(lcp.url).search : '(text)',
      'LCP KB': lcp ? +(lcp.bytes / 1024).toFixed(1) : 0,
      'LCP format': lcp ? lcp.mimeType.replace('image/', '') : '-',
      'high-priority images': highImages.length,
      'image preloads in head': preloads.length,
      'first script after LCP picture, ms': lcp && record.firstScript ? Math.round(record.firstScript.start - lcp.end) : '-',
      'script before LCP': scriptBeforeLcp ? 'yes' : 'no',
      'font before LCP': fontBeforeLcp ? 'yes' : 'no',
      'CSS KB': +((await stylesheetBytes(base, html)) / 1024).toFixed(1),
      'whole stylesheet KB (after paint)': +((await wholeStylesheetBytes(base, html)) / 1024).toFixed(1),
      'HTML KB': +(Buffer.byteLength(html) / 1024).toFixed(1),
    });
    await context.close();
  }
  return rows;
}
