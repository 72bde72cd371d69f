import { Suspense, use, useId, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectDocument, documentBytes, fillMarker } from './document-text.server.ts';

const later = (value: string) => new Promise<string>((resolve) => setTimeout(() => resolve(value), 5));

function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={label} defaultValue="₹1,25,000 — साड़ी 🪷" />
    </p>
  );
}

function Waits({ value }: { value: Promise<string> }) {
  return <em>{use(value)}</em>;
}

/** A page like the shop's: hoisted head tags, Suspense boundaries (one that waits), ids, scripts and many elements. */
function Page({ waiting }: { waiting: Promise<string> }): ReactNode {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <title>Banarasi silk saree · Boutique</title>
        <link rel="modulepreload" href="/assets/entry.client.js" />
      </head>
      <body>
        <header>
          <Labelled label="Search" />
        </header>
        <Suspense fallback={null}>
          <main>
            <ul>
              {Array.from({ length: 1500 }, (_, index) => (
                <li key={index} className="card" data-price={index * 1000}>
                  <a href={`/product/SKU${index}`}>Lehenga &amp; dupatta “{index}” &lt;handwoven&gt;</a>
                </li>
              ))}
            </ul>
            <Labelled label="Pincode" />
          </main>
        </Suspense>
        <Suspense fallback={<span>…</span>}>
          <Waits value={waiting} />
        </Suspense>
        <script dangerouslySetInnerHTML={{ __html: 'window.__shop = {"a":"</script"};' }} />
      </body>
    </html>
  );
}

function render() {
  return new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<Page waiting={later('ready at last')} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(collectDocument(resolve, reject)),
      onShellError: reject,
    });
  });
}

describe('the document as text', () => {
  it('is the whole page React writes, with characters beyond Latin-1 and beyond the BMP', async () => {
    const html = await render();
    expect(html.startsWith('<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(html).toContain('<em>ready at last</em>');
    expect(html).toContain('value="₹1,25,000 — साड़ी 🪷"');
    expect(html.match(/class="card"/g)).toHaveLength(1500);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('hands a failure of the render over', async () => {
    const failure = new Error('socket gone');
    let received: unknown;
    const destination = collectDocument(
      () => {},
      (error) => (received = error),
    );
    destination.destroy(failure);
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toBe(failure);
  });
});

describe('the document as bytes', () => {
  it('are the UTF-8 of the pieces joined, with characters beyond Latin-1 and beyond the BMP', () => {
    const pieces = ['<head><style>/*page styles*/</style></head>', '<p>Saree ₹2,499 — नमस्ते 🎉</p>', '', '<script>x()</script>'];
    expect(documentBytes(pieces).equals(Buffer.from(pieces.join('')))).toBe(true);
    expect(documentBytes([]).length).toBe(0);
  });

  it('are whole for a page of mostly three-byte characters, beyond the room made for a mostly ASCII page', () => {
    const pieces = ['<p lang="hi">', 'नमस्ते, साड़ी '.repeat(2000), '</p>'];
    const bytes = documentBytes(pieces);
    expect(bytes.length).toBe(Buffer.byteLength(pieces.join('')));
    expect(bytes.toString('utf8')).toBe(pieces.join(''));
  });

  it('fill the first marker with what follows it, in any piece', () => {
    const pieces = ['<head>', '<style>/*m*/</style></head>', '<p class="a">/*m*/</p>'];
    const seen: string[][] = [];
    const filled = fillMarker(pieces, '/*m*/', (rest) => (seen.push([...rest]), '.a{}'));
    expect(filled.join('')).toBe('<head><style>.a{}</style></head><p class="a">/*m*/</p>');
    expect(seen).toEqual([['/*m*/</style></head>', '<p class="a">/*m*/</p>']]);
    expect(fillMarker(['<p>no marker</p>'], '/*m*/', () => 'never')).toEqual(['<p>no marker</p>']);
  });
});
