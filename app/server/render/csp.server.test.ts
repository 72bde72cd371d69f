import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp.server.ts';

const sha = (text: string) => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inline script hashes', () => {
  it('name every inline script that runs, once each, and no data block or external script', () => {
    const data = `window.ctx = ${JSON.stringify({ name: 'Chanderi ₹2,499', long: 'x'.repeat(9000) })};`;
    const html =
      '<html><head><script>(() => {})();</script><script src="/a.js"></script></head><body>' +
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
      `<script>${data}</script><script type="module" async="">import("/b.js");</script>` +
      '<script>(() => {})();</script><script></script></body></html>';
    const expected = [sha('(() => {})();'), sha(data), sha('import("/b.js");')];
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});
