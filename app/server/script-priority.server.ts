import { Transform } from 'node:stream';

/**
 * Marks the page's script preloads as low priority. On a slow phone connection the browser then
 * spends its bandwidth on the stylesheet, the fonts and the pictures first: the server's HTML is
 * complete and usable on its own, and the scripts only add to it. React Router offers no option
 * for this, so the document head is rewritten on its way out; only the head is touched.
 */
export function lowPriorityScriptPreloads() {
  let head = Buffer.alloc(0);
  let passed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passed) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('</head>');
      if (end < 0) return callback();
      passed = true;
      // '</head>' is ASCII, so cutting there never splits a character.
      const rewritten = head.subarray(0, end).toString('utf8').replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
      callback(null, Buffer.concat([Buffer.from(rewritten), head.subarray(end)]));
    },
    flush(callback) {
      callback(null, passed ? undefined : head);
    },
  });
}
