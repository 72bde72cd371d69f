import crypto from 'node:crypto';
import { getEnv } from './env.server.ts';

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
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;

/** 'sha256-…' sources for every inline script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/.test(attributes) || /type\s*=\s*"application\/(ld\+)?json"/.test(attributes) || text.length === 0) continue;
    hashes.add(`sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
