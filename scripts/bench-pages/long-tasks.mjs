// What each long task of a page load is, read from the Chrome trace Lighthouse records: the page's
// main-thread tasks, each split into what ran inside it (module evaluation, React's work, an inline
// script, HTML parsing, style and layout, paint, garbage collection). Lighthouse's mobile run records
// the trace on an unthrottled CPU and simulates a slower one (`slowdown` times slower: 4 by default,
// bench:pages sets it from the machine, see cpu-slowdown.mjs), so times here are the trace's times
// the slowdown: the figures its simulated TBT is built from.
import { DEFAULT_SLOWDOWN } from './cpu-slowdown.mjs';

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet', 'RecalculateStyles', 'InvalidateLayout']);
const PAINT = new Set(['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'Commit', 'CompositeLayers', 'PaintImage', 'Decode Image']);

const file = (url) => (url ? (url.split('?')[0].split('/').pop() || url).replace(/-[\w-]{8}\.js$/, '.js') : '');

/** The navigation to the page: the outermost frame's first load of an http address. */
const pageNavigation = (events) =>
  events.find(
    (e) =>
      e.name === 'navigationStart' && e.args?.data?.isOutermostMainFrame !== false && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );

/**
 * The page's main thread: the one its navigation started on. Not the busiest renderer: now and then
 * Chromium's own interface (a "WebUI Top Renderer" process) worked more than the page during the
 * load, and its 1,300 ms were counted as the page's.
 */
function mainThread(events) {
  const navigation = pageNavigation(events);
  return navigation && `${navigation.pid}:${navigation.tid}`;
}

/** The page's first contentful paint (its frame's, not another renderer's). */
function firstContentfulPaint(events) {
  const frame = pageNavigation(events)?.args?.frame;
  return events.find((e) => e.name === 'firstContentfulPaint' && (frame === undefined || e.args?.frame === frame))?.ts;
}

/** Complete events of one thread (B/E pairs joined), nested into a tree by time. */
function eventTree(events, thread) {
  const spans = [];
  const open = new Map();
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== thread) continue;
    if (e.ph === 'X' && e.dur !== undefined)
      spans.push({ name: e.name, ts: e.ts, end: e.ts + e.dur, cpu: e.tdur, args: e.args, children: [] });
    else if (e.ph === 'B') open.set(e.name, [...(open.get(e.name) ?? []), e]);
    else if (e.ph === 'E') {
      const begin = open.get(e.name)?.pop();
      if (begin) spans.push({ name: e.name, ts: begin.ts, end: e.ts, args: { ...begin.args, ...e.args }, children: [] });
    }
  }
  spans.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const roots = [];
  const stack = [];
  for (const span of spans) {
    while (stack.length && stack.at(-1).end <= span.ts) stack.pop();
    if (stack.length) stack.at(-1).children.push(span);
    else roots.push(span);
    stack.push(span);
  }
  return roots;
}

/** What a piece of work inside a task counts as, given what it runs inside of (`context`). */
function labelOf(span, context, pageUrl) {
  const data = span.args?.data ?? {};
  if (span.name === 'v8.evaluateModule' || span.name === 'v8.produceModuleCache')
    return `module evaluation ${file(data.url ?? context.url)}`.trim();
  if (span.name === 'EvaluateScript') return !data.url || data.url === pageUrl ? 'inline script' : `script evaluation ${file(data.url)}`;
  if (span.name === 'FunctionCall' || span.name === 'v8.callFunction') {
    const where = file(data.url);
    return where ? `script ${where}${data.functionName ? ` ${data.functionName}()` : ''}` : context.label;
  }
  if (span.name === 'EventDispatch') return `event ${data.type}`;
  if (span.name === 'TimerFire') return context.label.startsWith('script') ? context.label : 'timer';
  if (span.name === 'ParseHTML') return 'HTML parsing';
  if (STYLE_LAYOUT.has(span.name)) return 'style and layout';
  if (PAINT.has(span.name)) return 'paint';
  if (/GC|GarbageCollection/i.test(span.name)) return 'garbage collection';
  return context.label;
}

/** Adds each span's own time (without its children's) to the label it counts as. */
function addSelfTimes(span, context, pageUrl, totals) {
  const label = labelOf(span, context, pageUrl);
  const own = span.end - span.ts - span.children.reduce((sum, child) => sum + (child.end - child.ts), 0);
  totals.set(label, (totals.get(label) ?? 0) + Math.max(0, own));
  for (const child of span.children) addSelfTimes(child, { label, url: span.args?.data?.url ?? context.url }, pageUrl, totals);
}

/**
 * The `count` longest main-thread tasks of a Lighthouse trace, longest first: start (ms after the
 * navigation), duration and what it was made of, in simulated milliseconds (the trace's x `slowdown`).
 */
export function longestTasks(trace, pageUrl, count = 5, slowdown = DEFAULT_SLOWDOWN) {
  const events = trace.traceEvents;
  const thread = mainThread(events);
  if (!thread) return [];
  const origin = pageNavigation(events)?.ts ?? 0;
  const tasks = eventTree(events, thread).filter((span) => TOP_LEVEL.has(span.name) && span.ts >= origin);
  return tasks
    .sort((a, b) => b.end - b.ts - (a.end - a.ts))
    .slice(0, count)
    .map((task) => {
      const totals = new Map();
      addSelfTimes(task, { label: 'other', url: '' }, pageUrl, totals);
      const ms = (us) => Math.round((us * slowdown) / 1000);
      const parts = [...totals]
        .filter(([, us]) => ms(us) >= 5)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([label, us]) => `${label} ${ms(us)}`);
      return {
        'at ms': Math.round((task.ts - origin) / 1000),
        'ms (sim.)': ms(task.end - task.ts),
        'CPU ms (sim.)': task.cpu === undefined ? '' : ms(task.cpu),
        'made of (ms, sim.)': parts.join('; '),
      };
    });
}

/** Whether a piece of work counts as script or as style and layout (the CPU split of a page load). */
const kindOf = (label) =>
  /^(module evaluation|script|inline script)/.test(label) ? 'script' : label === 'style and layout' ? 'style' : 'other';

/** Adds each span's own CPU time (the trace's thread duration, wall time when it has none) to its kind. */
function addSelfCpu(span, context, pageUrl, totals) {
  const label = labelOf(span, context, pageUrl);
  const cpuOf = (s) => s.cpu ?? s.end - s.ts;
  const own = cpuOf(span) - span.children.reduce((sum, child) => sum + cpuOf(child), 0);
  const kind = kindOf(label);
  totals[kind] += Math.max(0, own);
  for (const child of span.children) addSelfCpu(child, { label, url: span.args?.data?.url ?? context.url }, pageUrl, totals);
}

/**
 * The main thread's CPU time (the trace's thread duration) instead of its wall time, x `slowdown` as
 * Lighthouse simulates, from the first contentful paint on: total blocking time (each task's CPU
 * over 50 ms), the longest task, all of it (no 50 ms threshold), and how much of it was script and
 * style/layout. On a machine shared with other work a task's wall time includes the time the thread
 * waited for a core (ten times its CPU time was seen on a busy machine); its CPU time does not.
 */
export function cpuBlocking(trace, pageUrl = '', slowdown = DEFAULT_SLOWDOWN) {
  const events = trace.traceEvents;
  const thread = mainThread(events);
  const fcp = firstContentfulPaint(events);
  if (!thread || fcp === undefined) return { tbt: NaN, longest: NaN, total: NaN, script: NaN, style: NaN };
  let tbt = 0;
  let longest = 0;
  let total = 0;
  const kinds = { script: 0, style: 0, other: 0 };
  for (const task of eventTree(events, thread)) {
    if (!TOP_LEVEL.has(task.name) || task.cpu === undefined || task.ts < fcp) continue;
    const simulated = (task.cpu * slowdown) / 1000;
    tbt += Math.max(0, simulated - 50);
    longest = Math.max(longest, simulated);
    total += simulated;
    addSelfCpu(task, { label: 'other', url: '' }, pageUrl, kinds);
  }
  const ms = (us) => (us * slowdown) / 1000;
  return { tbt, longest, total, script: ms(kinds.script), style: ms(kinds.style) };
}
