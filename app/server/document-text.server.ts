import type { Writable } from 'node:stream';

/**
 * Where `entry.server` has React write a page. The shop renders with React's build for Bun
 * (`react-dom/server.bun`), which hands its output over as strings: the Node build encodes every
 * small piece into a byte buffer first, and that copying was a tenth of a page's CPU (record 0007,
 * "Sixth pass"). The Bun build is plain JavaScript and runs on Node unchanged; the test next to this
 * file renders the same tree with both builds and compares the text.
 *
 * This keeps the strings and hands over the whole document once React ends it, for the rewrites
 * that need the finished page. Only the methods React's string build calls are here.
 */
export function collectDocument(done: (html: string) => void, fail: (error: unknown) => void): Writable {
  const parts: string[] = [];
  const destination = {
    write(chunk: string) {
      parts.push(chunk);
      return true;
    },
    end() {
      done(parts.join(''));
    },
    destroy(error: unknown) {
      fail(error);
    },
    on() {
      return destination;
    },
  };
  return destination as unknown as Writable;
}
