// The phone targets of bench:pages. The first line of each page decides: figures as ratios to the
// client-rendered anchor measured in the same run (a shared machine's absolute figures move from
// day to day, the ratio much less). The absolute targets stay as a second line.
export const RELATIVE = { tbtRatio: 0.25, longestTaskMs: 200, perf: 95, perfOverAnchor: 20, lcpRatio: 0.7, cls: 0.02 };
// The decision targets of issue 48: LCP and the main thread's CPU (not its wall time) against the anchor.
export const CPU_BASED = { lcpRatio: 0.65, cpuTbtRatio: 0.25, cls: 0.02, shopJsGzipKb: 30 };
export const ABSOLUTE = { perf: 97, perfFloor: 90, lcpMs: 1500, tbtMs: 100, cls: 0.02, shopJsGzipKb: 30 };

export const pass = (ok) => (ok ? 'pass' : 'FAIL');
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
/**
 * A figure against the anchor's: passes when it is at most `limit` times the anchor's (so 0 against
 * 0 passes: neither blocked the thread), shown as a ratio, or as milliseconds when the anchor's is 0.
 */
function againstAnchor(value, anchor, limit) {
  const shown = anchor > 0 ? `${(value / anchor).toFixed(2)}×` : `${Math.round(value)} ms against 0 ms of the`;
  return [`${shown} anchor (<= ${limit}×)`, value <= limit * anchor];
}

/** One page's runs against the anchor's runs: each relative target with its figure and pass/FAIL. */
export function relativeChecks(runs, anchorRuns) {
  const m = (list, key) => median(list.map((r) => r[key]));
  const [tbt, tbtOk] = againstAnchor(m(runs, 'tbt'), m(anchorRuns, 'tbt'), RELATIVE.tbtRatio);
  const [lcp, lcpOk] = againstAnchor(m(runs, 'lcp'), m(anchorRuns, 'lcp'), RELATIVE.lcpRatio);
  const perfFloor = Math.min(RELATIVE.perf, m(anchorRuns, 'perf') + RELATIVE.perfOverAnchor);
  const lowestPerf = Math.min(...runs.map((r) => r.perf));
  const longest = Math.max(...runs.map((r) => r.longestTask));
  const cls = m(runs, 'cls');
  return [
    [`TBT ${tbt}`, tbtOk],
    [`longest task ${Math.round(longest)} ms in any run (<= ${RELATIVE.longestTaskMs})`, longest <= RELATIVE.longestTaskMs],
    [`perf ${spread(runs.map((r) => r.perf))} (every run >= ${perfFloor})`, lowestPerf >= perfFloor],
    [`LCP ${lcp}`, lcpOk],
    [`CLS ${cls.toFixed(3)} (<= ${RELATIVE.cls})`, cls <= RELATIVE.cls],
  ];
}

/** One page's runs against the anchor's on the CPU-based targets, each with its figure and pass/FAIL. */
export function cpuChecks(runs, anchorRuns) {
  const m = (list, key) => median(list.map((r) => r[key]));
  const [lcp, lcpOk] = againstAnchor(m(runs, 'lcp'), m(anchorRuns, 'lcp'), CPU_BASED.lcpRatio);
  const [cpuTbt, cpuTbtOk] = againstAnchor(m(runs, 'cpuTbt'), m(anchorRuns, 'cpuTbt'), CPU_BASED.cpuTbtRatio);
  const cls = m(runs, 'cls');
  const shopJs = m(runs, 'shopJs');
  return [
    [`LCP ${lcp}`, lcpOk],
    [`CPU-TBT ${cpuTbt}`, cpuTbtOk],
    [`CLS ${cls.toFixed(3)} (<= ${CPU_BASED.cls})`, cls <= CPU_BASED.cls],
    [`shop JS ${shopJs.toFixed(1)} KB gz (<= ${CPU_BASED.shopJsGzipKb})`, shopJs <= CPU_BASED.shopJsGzipKb],
  ];
}

/** The absolute targets of one page's runs (the second line). */
export function absoluteChecks(runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  return [
    [
      `perf ${m('perf')} (>= ${ABSOLUTE.perf}, no run < ${ABSOLUTE.perfFloor})`,
      m('perf') >= ABSOLUTE.perf && Math.min(...runs.map((r) => r.perf)) >= ABSOLUTE.perfFloor,
    ],
    [`a11y/bp/seo ${m('a11y')}/${m('bp')}/${m('seo')} (100)`, m('a11y') === 100 && m('bp') === 100 && m('seo') === 100],
    [`LCP ${(m('lcp') / 1000).toFixed(2)} s (<= ${ABSOLUTE.lcpMs / 1000})`, m('lcp') <= ABSOLUTE.lcpMs],
    [`TBT ${Math.round(m('tbt'))} ms (<= ${ABSOLUTE.tbtMs})`, m('tbt') <= ABSOLUTE.tbtMs],
    [`CLS ${m('cls').toFixed(3)} (<= ${ABSOLUTE.cls})`, m('cls') <= ABSOLUTE.cls],
    [`shop JS ${m('shopJs').toFixed(1)} KB gz (<= ${ABSOLUTE.shopJsGzipKb})`, m('shopJs') <= ABSOLUTE.shopJsGzipKb],
  ];
}

export const checkLine = (checks) => checks.map(([text, ok]) => `${text} ${pass(ok)}`).join(' · ');
