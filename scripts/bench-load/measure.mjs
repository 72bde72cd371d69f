// How `npm run bench:load` measures: a run of wrk (or autocannon) against one address, with the server
// process's own CPU time (/proc/PID/stat) over the run, and medians of several runs; two servers
// against each other, both loaded at once on one core (measurePair).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

const TICKS_PER_SECOND = 100; // Linux USER_HZ
export const DURATION = Number(process.env.DURATION ?? 10);
export const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
export const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));

export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
}

export async function settle(pid) {
  const deadline = Date.now() + 60_000;
  let last = cpuSeconds(pid);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuSeconds(pid);
    if (now - last < 0.03) return;
    last = now;
  }
}

/** wrk, when installed (Debian's `wrk` package): a C client leaves the two cores to the servers. */
export const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => fs.existsSync(file));
/** taskset (util-linux), when the machine has a second core to give the load generator. */
const TASKSET = os.cpus().length >= 2 ? ['/usr/bin/taskset', '/bin/taskset'].find((file) => fs.existsSync(file)) : undefined;

const WRK_UNITS = { us: 0.001, ms: 1, s: 1000 };
/** What a wrk run printed (with --latency): its requests, p50 and p99 in ms, and the requests that failed. */
export function readWrk(out) {
  const latency = (percent) => {
    const [, value, unit] = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s) *$`, 'm').exec(out) ?? [];
    return value === undefined ? NaN : Number(value) * WRK_UNITS[unit];
  };
  const number = (pattern) => Number(pattern.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requests: number(/(\d+) requests in/),
    p50: latency(50),
    p99: latency(99),
    errors: number(/Non-2xx or 3xx responses: (\d+)/) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/**
 * wrk's arguments for one run of the bench's connections. A signed-in page under 50 connections can
 * take seconds: wrk's own 2 s timeout would count it as an error.
 */
function wrkArgs(threads, url, seconds, headers = {}) {
  const args = [`-t${threads}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '30s', '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return [...args, url];
}

/** One wrk run: requests, p50 and p99 in ms, and the requests that failed. */
function wrkRun(url, headers, seconds) {
  return readWrk(execFileSync(WRK, wrkArgs(2, url, seconds, headers), { encoding: 'utf8' }));
}

/** Runs `wrk` with one thread on core `core`, in the background: resolves with what it printed, read. */
function wrkOnCore(core, url, seconds) {
  return new Promise((resolve, reject) => {
    execFile(TASKSET, ['-c', core, WRK, ...wrkArgs(1, url, seconds)], { encoding: 'utf8' }, (error, out) =>
      error ? reject(error) : resolve(readWrk(out)),
    );
  });
}

/** Pins every thread of a process to the cores named (`taskset -a -p`). */
const pin = (pid, cores) => execFileSync(TASKSET, ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });

/**
 * Two servers loaded at the same moment, both on core 0, each by its own wrk on core 1: how many
 * requests each answered in the same seconds on the same core. On this kind of machine the speed of a
 * core moves by a quarter from one run to the next, so two servers measured in turns differ by more
 * than their code does; at once, whatever slows the core slows both. The servers' threads get
 * all cores back afterwards. Needs wrk and taskset (util-linux); returns null without them.
 */
export async function measurePair(a, b) {
  if (!WRK || !TASKSET) return null;
  await settle(a.pid);
  await settle(b.pid);
  const cores = `0-${os.cpus().length - 1}`;
  const both = (seconds) => Promise.all([a, b].map((server) => wrkOnCore('1', server.url, seconds)));
  try {
    // Inside the try: a server pinned before the other's pinning failed gets its cores back too.
    pin(a.pid, '0');
    pin(b.pid, '0');
    await both(Math.max(2, DURATION / 2));
    const [runA, runB] = await both(DURATION);
    return { a: { ...runA, rps: runA.requests / DURATION }, b: { ...runB, rps: runB.requests / DURATION } };
  } finally {
    pin(a.pid, cores);
    pin(b.pid, cores);
  }
}

export async function measure(pid, url, { headers = {}, method = 'GET', setupRequest } = {}) {
  await settle(pid);
  if (WRK && method === 'GET' && !setupRequest) {
    wrkRun(url, headers, Math.max(2, DURATION / 2));
    const before = cpuSeconds(pid);
    const run = wrkRun(url, headers, DURATION);
    const cpu = cpuSeconds(pid) - before;
    return {
      rps: run.requests / DURATION,
      cpuMs: run.requests ? (cpu * 1000) / run.requests : NaN,
      p50: run.p50,
      p99: run.p99,
      errors: run.errors,
    };
  }
  // autocannon takes a body made per request only from `requests` (a top-level setupRequest sends none).
  const plan = [{ method, headers, ...(setupRequest ? { setupRequest } : {}) }];
  // A warm-up at full load, so that no run pays for JIT compilation, first reads and the heap's growth
  // (a first run after one second at four connections came out a quarter higher than the next two).
  await autocannon({ url, connections: CONNECTIONS, duration: Math.max(2, DURATION / 2), requests: plan });
  const before = cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests: plan });
  const cpu = cpuSeconds(pid) - before;
  const requests = result.requests.total;
  return {
    rps: requests / DURATION,
    cpuMs: requests ? (cpu * 1000) / requests : NaN,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs of `measure` as one result: the median of each figure, the errors of all runs. */
export function medianOf(runs) {
  const result = { errors: runs.reduce((sum, run) => sum + run.errors, 0), rounds: runs.map((run) => run.cpuMs) };
  for (const figure of ['rps', 'cpuMs', 'p50', 'p99']) result[figure] = median(runs.map((run) => run[figure]));
  return result;
}

/** `ROUNDS` runs of `measure`, as one result. */
export async function measureRounds(pid, url, options) {
  const runs = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(await measure(pid, url, options));
  return medianOf(runs);
}
