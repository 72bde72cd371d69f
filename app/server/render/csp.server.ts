import crypto from 'node:crypto';
import { getEnv } from '../platform/env.server.ts';

/**
 * The Content-Security-Policy. Inline scripts (React Router's hydration data, scroll restoration)
 * are allowed by the SHA-256 of their text, computed when the page is rendered, instead of a
 * per-request nonce: the policy stays as strict (only these exact scripts run), and the same page
 * has the same bytes and headers for every visitor, so a finished page can be served from the
 * render cache. Everything else answers with the policy without hashes: no inline script at all.
 */
let directives: string[] | undefined;

function baseDirectives(): string[] {
  if (directives) return directives;
  const env = getEnv();
  const analytics = env.ANALYTICS_ID ? ' https://www.googletagmanager.com https://www.google-analytics.com' : '';
  directives = [
    "default-src 'self'",
    `script-src 'self'${analytics}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src 'self'${analytics}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "script-src-attr 'none'",
    ...(env.publicUrl.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
  ];
  return directives;
}

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const list = baseDirectives();
  if (scriptHashes.length === 0) return list.join(';');
  const hashes = scriptHashes.map((h) => ` '${h}'`).join('');
  return list.map((d) => (d.startsWith('script-src ') ? d + hashes : d)).join(';');
}

// An inline script: no src attribute. Data blocks (JSON-LD) do not run and need no hash.
const SOURCE_OR_DATA = /\ssrc\s*=|type\s*=\s*"application\/(ld\+)?json"/;

/** Every inline script is hashed as it is, whoever wrote it: tens of microseconds a page. */
function scriptHash(text: string) {
  return `sha256-${crypto.hash('sha256', text, 'base64')}`;
}

/**
 * 'sha256-…' sources for every inline script of an HTML document, in order, without repeats. The
 * document may come in pieces cut between tags: no script spans two.
 */
export function inlineScriptHashes(html: string | readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const piece of typeof html === 'string' ? [html] : html) addScriptHashes(piece, hashes);
  return [...hashes];
}

function addScriptHashes(html: string, hashes: Set<string>) {
  for (let start = html.indexOf('<script'); start >= 0; start = html.indexOf('<script', start + 1)) {
    const open = html.indexOf('>', start);
    const close = html.indexOf('</script>', open);
    if (open < 0 || close < 0) break;
    const attributes = html.slice(start + 7, open);
    // '<script' followed by a space or '>' only: not <scripts> or <script-like>.
    if (attributes && !/^\s/.test(attributes)) continue;
    const text = html.slice(open + 1, close);
    if (text.length > 0 && !SOURCE_OR_DATA.test(attributes)) hashes.add(scriptHash(text));
    start = close;
  }
}
