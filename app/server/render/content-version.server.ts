import { createHash } from 'node:crypto';

/**
 * A short name for what a server-written part shows (ServerMarkup): it changes when the content
 * does, so the browser never shows a kept copy for newer content.
 */
export function contentVersion(content: unknown): string {
  return createHash('sha1').update(JSON.stringify(content)).digest('base64url').slice(0, 10);
}
