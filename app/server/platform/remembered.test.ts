import { describe, expect, it } from 'vitest';
import { publishChange, publishPersonChange } from './cache-bus.server.ts';
import { remembered } from './remembered.server.ts';

describe('remembered reads of one person', () => {
  it("a change to her own list forgets her reads only; an account change forgets everyone's", async () => {
    const reads: string[] = [];
    const countOf = remembered(
      async (userId: string, size?: string) => {
        reads.push(size ? `${userId} ${size}` : userId);
        return reads.length;
      },
      { personal: true },
    );
    const ask = () => Promise.all([countOf('asha'), countOf('asha', 'M'), countOf('asha-2'), countOf('bela')]);
    await ask();
    await ask();
    expect(reads).toEqual(['asha', 'asha M', 'asha-2', 'bela']);

    publishPersonChange('asha');
    await ask();
    // Hers are read again, with and without the size; a shopper whose id starts like hers keeps hers.
    expect(reads.slice(4)).toEqual(['asha', 'asha M']);

    publishChange('accounts');
    await ask();
    expect(reads.slice(6)).toEqual(['asha', 'asha M', 'asha-2', 'bela']);
  });
});
