import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './catalogue.ts';
import { productPictureKey, sitePictures } from './run-seed.ts';

// A picture missing from the shipped set would be rendered at start-up, costing a fresh start
// about half a second of CPU each (the whole set about a minute).
describe('shipped demo pictures', () => {
  it('has every picture the demo seed stores, and nothing else', () => {
    const wanted = [
      ...demoProducts.flatMap((p) => Array.from({ length: p.imageCount }, (_, i) => productPictureKey(p.id, i))),
      ...sitePictures().map((p) => p.key),
    ];
    const root = path.resolve('db/seed/pictures');
    const shipped = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
    expect(shipped.sort()).toEqual(wanted.sort());
  });
});
