// How much slower than this machine the simulated phone's CPU is. Lighthouse's mobile default is 4x,
// which is right for a machine of BenchmarkIndex about 1,533 (the index Lighthouse measures in the
// page before each run). On a faster machine 4x simulates a faster phone: here a machine of index
// 3,750 gave every task under 50 ms at 4x, the anchor's and the shop's alike, and the CPU-based
// targets (ratios to the anchor) said nothing. The slowdown is therefore taken from the machine's
// index, by the formula of Lighthouse's own CPU throttling calculator for a mid-tier phone
// (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, linked from Lighthouse's
// docs/throttling.md), so the same phone is simulated on every machine.

/** Lighthouse's default CPU slowdown, and the BenchmarkIndex it is right for. */
export const DEFAULT_SLOWDOWN = 4;

/**
 * The calculator's multiplier from a high-end or low-end desktop to a mid-tier phone:
 * 1,300 and up: 3x at 1,300, one more per 233 (4x at 1,533, 6x at 2,000); 800–1,300: 2x to 3x;
 * 150–800: 1x to 2x; below 150 the machine is a phone already (1x).
 */
export function slowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_SLOWDOWN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** The slowdown to use: BENCH_CPU_SLOWDOWN when set (a number), else the one for the measured indexes' median. */
export function chooseSlowdown(benchmarkIndexes, fixed = process.env.BENCH_CPU_SLOWDOWN) {
  const sorted = benchmarkIndexes.filter(Number.isFinite).sort((a, b) => a - b);
  const index = sorted[Math.floor(sorted.length / 2)];
  if (fixed) {
    const value = Number(fixed);
    if (!(value >= 1 && value <= 30)) throw new Error(`BENCH_CPU_SLOWDOWN must be a number from 1 to 30, not "${fixed}"`);
    return { slowdown: value, index, why: 'set by BENCH_CPU_SLOWDOWN' };
  }
  return { slowdown: Math.round(slowdownFor(index) * 10) / 10, index, why: "Lighthouse's calculator for a mid-tier phone" };
}
