import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecbFile, startFakeEcb } from '../fake-ecb.ts';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();
const actor = { id: 'admin-1', email: 'owner@test.shop' };
let ecb: Awaited<ReturnType<typeof startFakeEcb>>;
beforeAll(async () => {
  ecb = await startFakeEcb();
});
afterAll(() => ecb.close());

const load = () => import('../../app/server/data/exchange-rates.server.ts');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('exchange rates', () => {
  it('reads the bank file, derives the dirham from the dollar peg and keeps the rates with their date', async () => {
    const { updateRates, listRates, freshRates } = await load();
    expect(await listRates()).toSatisfy((rows: { rupeesPerUnit: number | null }[]) => rows.every((r) => r.rupeesPerUnit === null));
    ecb.state.body = ecbFile(day(-1));
    expect(await updateRates(ecb.url)).toEqual({ ok: true, date: day(-1), refused: [] });
    const rates = await freshRates();
    expect(rates.USD).toBeCloseTo(83.2, 6);
    expect(rates.EUR).toBeCloseTo(89.856, 6);
    expect(rates.AED).toBeCloseTo(83.2 / 3.6725, 6);
    expect(Object.keys(rates).sort()).toEqual(['AED', 'AUD', 'CAD', 'EUR', 'GBP', 'SGD', 'USD']);
    const usd = (await listRates()).find((r) => r.currency === 'USD')!;
    expect(usd).toMatchObject({ bankDate: day(-1), date: day(-1), fresh: true, overrideRupees: null });
  });

  it('keeps the last good rates when the bank is away or answers something else', async () => {
    const { updateRates, freshRates } = await load();
    ecb.state.status = 503;
    expect(await updateRates(ecb.url)).toMatchObject({ ok: false });
    ecb.state.status = 200;
    ecb.state.body = '<html>maintenance</html>';
    expect(await updateRates(ecb.url)).toEqual({ ok: false, reason: 'not the reference rates file' });
    ecb.state.body = ecbFile(day(0), { USD: 1.08, GBP: -1, INR: 89.856 });
    expect(await updateRates(ecb.url)).toMatchObject({ ok: false });
    expect((await freshRates()).USD).toBeCloseTo(83.2, 6);
  });

  it('shows no conversion once the rates are more than seven days old', async () => {
    const { updateRates, freshRates, listRates } = await load();
    ecb.state.body = ecbFile(day(-7));
    await updateRates(ecb.url);
    // An older file never replaces newer rates.
    expect((await listRates())[0].bankDate).toBe(day(-1));
    expect(Object.keys(await freshRates())).toHaveLength(7);
    expect(await freshRates(new Date(Date.now() + 6 * 86_400_000))).toHaveProperty('USD');
    expect(await freshRates(new Date(Date.now() + 7 * 86_400_000))).toEqual({});
  });

  it("uses the admin's override until it is cleared", async () => {
    const { setRateOverride, freshRates, listRates } = await load();
    await setRateOverride(actor, 'USD', 84.5);
    expect((await freshRates()).USD).toBe(84.5);
    const usd = (await listRates()).find((r) => r.currency === 'USD')!;
    expect(usd.bankRupees).toBeCloseTo(83.2, 6);
    expect(usd.overrideDate).toBe(day(0));
    await setRateOverride(actor, 'USD', null);
    expect((await freshRates()).USD).toBeCloseTo(83.2, 6);
  });
});
