import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');

/**
 * React Router's boot script imports the route modules statically, so the browser fetches every
 * script at once. This one waits for the page's gate (see app/lib/script-gate.ts) first: the route
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
  const wait = `const [${names}] = await window.__shopScripts.load(${JSON.stringify(preloads)}).then(() => Promise.all([${loads}]));`;
  return `${script.slice(0, open)}${wait}${body.replace(STATIC_IMPORT, '')}</script>`;
}

/**
 * Keeps every script byte off the network until the page's main picture has loaded: the module
 * preloads leave the head, and React Router's boot script (the first module script in the body)
 * waits for the gate. The server's HTML is complete and usable on its own (links, forms, search),
 * so the scripts only add to a page the shopper already sees. React Router has no option for this,
 * so the document is rewritten on its way out; only the head and that one script are touched.
 */
export function scriptsAfterPaint() {
  let pending = Buffer.alloc(0);
  let stage: 'head' | 'body' | 'done' = 'head';
  let preloads: string[] = [];

  function fromHead(): Buffer | null {
    const end = pending.indexOf('</head>');
    if (end < 0) return null;
    // '</head>' is ASCII, so cutting there never splits a character.
    const head = pending
      .subarray(0, end)
      .toString('utf8')
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        preloads.push(href);
        return '';
      });
    const out = Buffer.concat([Buffer.from(head), pending.subarray(end, end + 7)]);
    pending = pending.subarray(end + 7);
    stage = 'body';
    return out;
  }

  /** Passes the body through until the first module script, which is rewritten. */
  function fromBody(): Buffer[] {
    const out: Buffer[] = [];
    for (;;) {
      const start = pending.indexOf(SCRIPT_OPEN);
      if (start < 0) {
        // Keep a tail that could be the start of '<script' cut by the chunk boundary.
        const keep = Math.max(0, pending.length - (SCRIPT_OPEN.length - 1));
        out.push(pending.subarray(0, keep));
        pending = pending.subarray(keep);
        return out;
      }
      const end = pending.indexOf(SCRIPT_CLOSE, start);
      out.push(pending.subarray(0, start));
      if (end < 0) {
        pending = pending.subarray(start);
        return out;
      }
      const script = pending.subarray(start, end + SCRIPT_CLOSE.length).toString('utf8');
      pending = pending.subarray(end + SCRIPT_CLOSE.length);
      const rewritten = deferBootScript(script, preloads);
      out.push(Buffer.from(rewritten));
      if (rewritten !== script) {
        stage = 'done';
        out.push(pending);
        pending = Buffer.alloc(0);
        return out;
      }
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === 'done') return callback(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      const out: Buffer[] = [];
      if (stage === 'head') {
        const head = fromHead();
        if (!head) return callback();
        out.push(head);
      }
      out.push(...fromBody());
      const bytes = Buffer.concat(out);
      callback(null, bytes.length > 0 ? bytes : undefined);
    },
    flush(callback) {
      callback(null, pending.length > 0 ? pending : undefined);
      preloads = [];
    },
  });
}
