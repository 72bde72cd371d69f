import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecbFile, startFakeEcb, TEST_EURO_RATES } from '../fake-ecb.ts';
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

describe('rates within sane bounds', () => {
  const usdAt = (perEuro: number) => ({ ...TEST_EURO_RATES, USD: perEuro });

  it('refuses a fetched rate that moved more than 20% from the last good one, keeps the last good rate and tells the owner', async () => {
    const { updateRates, listRates, freshRates } = await load();
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    // Like the feed that once mailed "Total: US$0.00 … US$1 = ₹975000000000.00".
    ecb.state.body = ecbFile(day(0), usdAt(0.000001));
    const result = await updateRates(ecb.url);
    // The dirham follows the dollar (its peg), so it is refused with it.
    expect(result).toMatchObject({ ok: true, date: day(0), refused: [{ currency: 'USD' }, { currency: 'AED' }] });
    const usd = (await listRates()).find((r) => r.currency === 'USD')!;
    expect(usd.rupeesPerUnit).toBeCloseTo(83.2, 6);
    expect(usd.bankDate).toBe(day(-1));
    expect(usd.feedRefusal).toBe(
      `The bank's US dollar rate of ${day(0)}, ₹8,98,56,000 for one unit, is outside ₹40 to ₹250, so it was refused.`,
    );
    // The other currencies of the same file are taken.
    expect((await listRates()).find((r) => r.currency === 'GBP')).toMatchObject({ bankDate: day(0), feedRefusal: null });

    // Within the band but 25% up: refused against the last good ₹83.20; 15% up is taken.
    ecb.state.body = ecbFile(day(0), usdAt(1.08 / 1.25));
    expect(await updateRates(ecb.url)).toMatchObject({ refused: [{ currency: 'USD' }, { currency: 'AED' }] });
    expect((await listRates()).find((r) => r.currency === 'USD')!.feedRefusal).toBe(
      `The bank's US dollar rate of ${day(0)}, ₹104 for one unit, moved more than 20% from the last good ₹83.2, so it was refused.`,
    );
    expect((await freshRates()).USD).toBeCloseTo(83.2, 6);
    ecb.state.body = ecbFile(day(0), usdAt(1.08 / 1.15));
    expect(await updateRates(ecb.url)).toMatchObject({ refused: [] });
    expect((await listRates()).find((r) => r.currency === 'USD')).toMatchObject({ bankDate: day(0), feedRefusal: null });
    expect((await freshRates()).USD).toBeCloseTo(83.2 * 1.15, 6);
    const [row] = await db().select().from(schema.exchangeRates).where(eq(schema.exchangeRates.currency, 'USD'));
    expect(row.feedRefusedAt).toBeNull();
  });

  it("bounds the owner's rate per currency with a message naming the range, and never uses an out-of-band rate stored before", async () => {
    const { freshRates } = await load();
    const { rateOverridesSchema } = await import('../../app/lib/schemas/abroad.ts');
    const { fieldErrors } = await import('../../app/lib/schemas/common.ts');
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const form = {
      override_USD: '0.0001',
      override_GBP: '999999.9999',
      override_AED: '22.5',
      override_EUR: '',
      override_CAD: '',
      override_AUD: '',
      override_SGD: '',
    };
    const parsed = rateOverridesSchema.safeParse(form);
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({
      override_USD: "US dollar: please enter a rate from ₹40 to ₹250 for one unit (blank: the bank's rate)",
      override_GBP: "British pound: please enter a rate from ₹55 to ₹350 for one unit (blank: the bank's rate)",
    });
    expect(rateOverridesSchema.parse({ ...form, override_USD: '84.5', override_GBP: '' })).toMatchObject({
      USD: 84.5,
      GBP: null,
      AED: 22.5,
    });

    // An override saved before the bands (it made Send Quote fail with a 500) gives way to the bank's rate.
    await db()
      .update(schema.exchangeRates)
      .set({ overrideRupees: 0.0001, overrideSetAt: new Date() })
      .where(eq(schema.exchangeRates.currency, 'USD'));
    expect((await freshRates()).USD).toBeCloseTo(83.2 * 1.15, 6);
    await db()
      .update(schema.exchangeRates)
      .set({ overrideRupees: null, overrideSetAt: null })
      .where(eq(schema.exchangeRates.currency, 'USD'));
  });
});
