import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain script of the benchmarks, without types
import { cpuBlocking } from './long-tasks.mjs';

const PAGE = { pid: 20, tid: 20 };
const BROWSER_UI = { pid: 10, tid: 10 };
const ms = (n: number) => n * 1000;

/** A task of `cpu` ms (as traced, before Lighthouse's 4x) at `at` ms on a thread. */
const task = (thread: { pid: number; tid: number }, at: number, cpu: number) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ms(at),
  dur: ms(cpu),
  tdur: ms(cpu),
});

/** A trace where Chromium's own interface renderer works more than the page does. */
function trace() {
  return {
    traceEvents: [
      { name: 'thread_name', ph: 'M', ...PAGE, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ...BROWSER_UI, args: { name: 'CrRendererMain' } },
      {
        name: 'navigationStart',
        ph: 'R',
        ...BROWSER_UI,
        ts: ms(1),
        args: { frame: 'UI', data: { documentLoaderURL: '', isOutermostMainFrame: true } },
      },
      {
        name: 'navigationStart',
        ph: 'R',
        ...PAGE,
        ts: ms(5),
        args: { frame: 'PAGE', data: { documentLoaderURL: 'http://127.0.0.1/', isOutermostMainFrame: true } },
      },
      { name: 'firstContentfulPaint', ph: 'R', ...BROWSER_UI, ts: ms(8), args: { frame: 'UI' } },
      { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: ms(50), args: { frame: 'PAGE' } },
      task(PAGE, 20, 40), // before the page's first paint: not counted
      task(PAGE, 100, 20), // 80 ms at 4x: 30 ms over 50
      task(PAGE, 200, 10), // 40 ms at 4x: not blocking
      task(BROWSER_UI, 30, 200),
      task(BROWSER_UI, 300, 200),
    ],
  };
}

describe('the main-thread CPU of a page load', () => {
  it("counts the page's own tasks after its first paint, not those of a busier renderer", () => {
    const cpu = cpuBlocking(trace());
    expect(cpu.tbt).toBe(30);
    expect(cpu.longest).toBe(80);
    expect(cpu.total).toBe(120);
  });
});
