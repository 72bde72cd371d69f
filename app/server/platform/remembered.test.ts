import { describe, expect, it } from 'vitest';
import { publishChange, publishPersonChange } from './cache-bus.server.ts';
import { rememberedPerPerson } from './remembered.server.ts';

describe('remembered reads of one person', () => {
  it("a change to her own list forgets her reads only; an account change forgets everyone's", async () => {
    const reads: string[] = [];
    const countOf = rememberedPerPerson(async (userId: string) => {
      reads.push(userId);
      return reads.length;
    });
    const ask = () => Promise.all([countOf('asha'), countOf('asha-2'), countOf('bela')]);
    expect(await ask()).toEqual([1, 2, 3]);
    expect(await ask()).toEqual([1, 2, 3]);
    expect(reads).toEqual(['asha', 'asha-2', 'bela']);

    publishPersonChange('asha');
    // Hers is read again; a shopper whose id starts like hers, and the others, keep theirs.
    expect(await ask()).toEqual([4, 2, 3]);
    expect(reads.slice(3)).toEqual(['asha']);

    publishChange('accounts');
    expect(await ask()).toEqual([5, 6, 7]);
  });

  it('forgets her read on any change to the shop too', async () => {
    let reads = 0;
    const countOf = rememberedPerPerson(async () => ++reads);
    await countOf('asha');
    publishChange('catalogue');
    expect(await countOf('asha')).toBe(2);
  });
});
