const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const ENTRY_IMPORT = /\bimport\("([^"]+)"\);?\s*$/;
const SCRIPT_OPEN = '<script';
const SCRIPT_CLOSE = '</script>';

/**
 * React Router's boot script imports the route modules statically, so the browser fetches every
 * script at once. This one waits for the page's first script (app/lib/early-start.ts): the route
 * modules become dynamic imports, and the module preloads taken out of the head are added when the
 * gate opens. The script stays a module script with the same attributes.
 */
export function deferBootScript(script: string, preloads: string[]): string {
  const open = script.indexOf('>') + 1;
  const close = script.lastIndexOf('</script>');
  if (!script.slice(0, open).includes('type="module"')) return script;
  const body = script.slice(open, close);
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return script;
  const names = imports.map((m) => m[1]).join(', ');
  const loads = imports.map((m) => `import(${m[2]})`).join(', ');
  // Every preloaded file but the entry (the script's own dynamic import, which hydrates the page)
  // is evaluated on its own task first, so no single task evaluates them all.
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  const staged = preloads.filter((href) => href !== entry);
  const wait = `const [${names}] = await window.shopPage.load(${JSON.stringify(preloads)}).then(() => window.shopPage.evaluate(${JSON.stringify(staged)})).then(() => Promise.all([${loads}]));`;
  return `${script.slice(0, open)}${wait}${body.replace(STATIC_IMPORT, '')}</script>`;
}

/**
 * Keeps every script byte off the network until the page's main picture has loaded: the module
 * preloads leave the head, and React Router's boot script (the first module script in the body)
 * waits for the gate. The server's HTML is complete and usable on its own (links, forms, search),
 * so the scripts only add to a page the shopper already sees. React Router has no option for this,
 * so the finished document is rewritten; only the head and that one script are touched.
 */
export function scriptsAfterPaint(html: string): string {
  return scriptsAfterPaintParts(html).join('');
}

/**
 * `scriptsAfterPaint` as the pieces of the document in order, cut only at tag boundaries (the end of
 * the head, either side of the boot script), so the page is never copied whole to rewrite it:
 * entry.server encodes the pieces straight into the response's bytes (see documentBytes).
 */
export function scriptsAfterPaintParts(html: string): string[] {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return [html];
  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  for (let start = html.indexOf(SCRIPT_OPEN, headEnd); start >= 0; start = html.indexOf(SCRIPT_OPEN, start + 1)) {
    const end = html.indexOf(SCRIPT_CLOSE, start);
    if (end < 0) break;
    const script = html.slice(start, end + SCRIPT_CLOSE.length);
    const rewritten = deferBootScript(script, preloads);
    if (rewritten !== script) return [head, html.slice(headEnd, start), rewritten, html.slice(end + SCRIPT_CLOSE.length)];
  }
  return [head, html.slice(headEnd)];
}
