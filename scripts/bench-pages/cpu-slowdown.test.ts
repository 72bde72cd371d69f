import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain script of the benchmarks, without types
import { chooseSlowdown, slowdownFor } from './cpu-slowdown.mjs';
// @ts-expect-error -- a plain script of the benchmarks, without types
import { cpuChecks } from './targets.mjs';

describe('the CPU slowdown of bench:pages', () => {
  it("is Lighthouse's default 4x on the machine its calculator names for it, and more on a faster one", () => {
    expect(slowdownFor(1533)).toBeCloseTo(4, 1);
    expect(slowdownFor(2000)).toBeCloseTo(6, 1);
    expect(slowdownFor(3750)).toBeCloseTo(13.5, 1);
    expect(slowdownFor(1300)).toBe(3);
    expect(slowdownFor(800)).toBe(2);
    expect(slowdownFor(150)).toBe(1);
  });

  it('takes the median of the measured indexes, or the number BENCH_CPU_SLOWDOWN sets', () => {
    expect(chooseSlowdown([3637, 3874, 3766], '')).toMatchObject({ slowdown: 13.6, index: 3766 });
    expect(chooseSlowdown([3637, 3874, 3766], '4')).toMatchObject({ slowdown: 4, index: 3766 });
    expect(() => chooseSlowdown([3766], 'fast')).toThrow('BENCH_CPU_SLOWDOWN must be a number');
  });
});

describe('the CPU-based targets', () => {
  const run = (cpuTbt: number, lcp = 1000) => ({ cpuTbt, lcp, cls: 0, shopJs: 29 });
  const cpuTbtCheck = (shop: number[], anchor: number[]) =>
    cpuChecks(
      shop.map((t) => run(t)),
      anchor.map((t) => run(t, 2000)),
    )[1];

  it('pass a page at a quarter of the anchor and fail it above', () => {
    expect(cpuTbtCheck([20, 25, 30], [100, 100, 100])).toEqual(['CPU-TBT 0.25× anchor (<= 0.25×)', true]);
    expect(cpuTbtCheck([20, 26, 30], [100, 100, 100])).toEqual(['CPU-TBT 0.26× anchor (<= 0.25×)', false]);
  });

  it('pass a page with no blocking when the anchor has none either, and fail one that has some', () => {
    expect(cpuTbtCheck([0, 0, 7], [0, 0, 42])).toEqual(['CPU-TBT 0 ms against 0 ms of the anchor (<= 0.25×)', true]);
    expect(cpuTbtCheck([5, 9, 12], [0, 0, 42])).toEqual(['CPU-TBT 9 ms against 0 ms of the anchor (<= 0.25×)', false]);
  });
});
