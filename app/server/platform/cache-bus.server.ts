import crypto from 'node:crypto';
import type { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { databaseKind, db } from './db.server.ts';
import { logger } from './logger.server.ts';

/**
 * The one way a change of shop data reaches every in-memory cache of every app server.
 *
 * `publishChange(topic)` calls this process's listeners at once and, when the shop runs on
 * PostgreSQL, sends a NOTIFY that every other server (each LISTENing on one dedicated connection)
 * turns into the same calls. With the embedded database there is only one process, so the bus
 * stays in-process. A server that loses its LISTEN connection cannot know what it missed: when it
 * reconnects it tells its listeners that everything changed.
 *
 * Topics:
 * - `catalogue`: products, prices, stock, publishing (listing counts, search words, pages)
 * - `content`: banners, testimonials, offers, settings shown on pages
 * - `accounts`: a session ended, or a signed-in person's account changed, or an enquiry's status
 *   (which pieces its shopper may review); remembered sign-ins (app/server/auth/remembered-sessions.server.ts)
 *   and personal reads; only `onAccountChange` listeners hear it
 * - `all`: anything (test fixtures, a reconnect after missed notifications)
 *
 * A change to one person's own list (her cart, her wishlist) is sent as `person:<her id>`
 * (`publishPersonChange`): only `onPersonChange` listeners hear it, and forget her reads only, so one
 * shopper's tap does not make every other signed-in page read the database again.
 */
export type ChangeTopic = 'catalogue' | 'content' | 'accounts' | 'all';
type Listener = (topic: ChangeTopic) => void;
const PERSON = 'person:';
const PERSON_ID = /^[A-Za-z0-9_-]{1,64}$/;

const CHANNEL = 'shop_cache_changes';
const TOPICS = new Set<ChangeTopic>(['catalogue', 'content', 'accounts', 'all']);
/** Marks this process's own notifications, which it has already delivered locally. */
const processId = crypto.randomBytes(6).toString('hex');

const listeners = new Set<Listener>();
const accountListeners = new Set<() => void>();
const personListeners = new Set<(userId: string) => void>();
const remote: { client?: Client; url?: string; retry?: NodeJS.Timeout; stopped: boolean; listenedBefore: boolean } = {
  stopped: true,
  listenedBefore: false,
};

function deliver(topic: ChangeTopic | `${typeof PERSON}${string}`) {
  const calls: (() => void)[] = [];
  if (topic.startsWith(PERSON)) {
    const userId = topic.slice(PERSON.length);
    for (const listener of personListeners) calls.push(() => listener(userId));
  } else {
    if (topic !== 'accounts') for (const listener of listeners) calls.push(() => listener(topic as ChangeTopic));
    if (topic === 'accounts' || topic === 'all') calls.push(...accountListeners);
  }
  for (const call of calls) {
    try {
      call();
    } catch (error) {
      logger.error({ err: error, topic }, 'cache listener failed');
    }
  }
}

/** What another server sent: a topic, or one person's change. */
function topicOf(payload: string): Parameters<typeof deliver>[0] | null {
  if (TOPICS.has(payload as ChangeTopic)) return payload as ChangeTopic;
  return payload.startsWith(PERSON) && PERSON_ID.test(payload.slice(PERSON.length)) ? (payload as `${typeof PERSON}${string}`) : null;
}

/** Calls `listener` with the topic of every change of page data, made here or on another server. Returns an unsubscribe. */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` whenever sessions or accounts changed (here or on another server), and on `all`. */
export function onAccountChange(listener: () => void): () => void {
  accountListeners.add(listener);
  return () => accountListeners.delete(listener);
}

/** Calls `listener` with the id of every person whose own list changed (here or on another server). */
export function onPersonChange(listener: (userId: string) => void): () => void {
  personListeners.add(listener);
  return () => personListeners.delete(listener);
}

/** Tells every cache of every server that data of this topic changed. Call it after the write is committed. */
export function publishChange(topic: ChangeTopic): void {
  send(topic);
}

/** Tells every server that this person's own list (cart, wishlist) changed. Call it after the write is committed. */
export function publishPersonChange(userId: string): void {
  // An id the other servers would refuse is forgotten by everyone instead.
  send(PERSON_ID.test(userId) ? `${PERSON}${userId}` : 'accounts');
}

function send(topic: Parameters<typeof deliver>[0]) {
  deliver(topic);
  // Sent through the process's pool (a command-line seed too), so it goes out even while this
  // server's own LISTEN connection reconnects.
  if (databaseKind() !== 'postgres') return;
  db()
    .execute(sql`select pg_notify(${CHANNEL}, ${`${processId}:${topic}`})`)
    .catch((error: unknown) => logger.error({ err: error, topic }, 'cache change notification failed'));
}

// setTimeout holds at most about 24.8 days; a later time is re-armed when that one fires.
const MAX_TIMER_MS = 2 ** 31 - 1;
const clockChanges = new Map<ChangeTopic, { at: number; timer: NodeJS.Timeout }>();

/**
 * Publishes `topic` on this server when the clock reaches `at`: for data that changes by itself
 * (an offer's countdown hides when it ends). Every server that read such data arms its own timer,
 * so nothing is sent to the others. Only the earliest pending time per topic is kept.
 */
export function changeAt(topic: ChangeTopic, at: Date): void {
  const when = at.getTime();
  const pending = clockChanges.get(topic);
  if (when <= Date.now() || (pending && pending.at <= when)) return;
  if (pending) clearTimeout(pending.timer);
  const timer = setTimeout(
    () => {
      clockChanges.delete(topic);
      if (Date.now() >= when) deliver(topic);
      else changeAt(topic, at);
    },
    Math.min(when - Date.now() + 5, MAX_TIMER_MS),
  );
  timer.unref();
  clockChanges.set(topic, { at: when, timer });
}

async function connect(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('notification', (message) => {
    const payload = message.payload ?? '';
    const colon = payload.indexOf(':');
    const topic = topicOf(payload.slice(colon + 1));
    if (payload.slice(0, colon) === processId || !topic) return;
    deliver(topic);
  });
  client.on('error', (error) => {
    logger.error({ err: error }, 'cache bus connection lost');
    scheduleReconnect(client);
  });
  client.on('end', () => scheduleReconnect(client));
  await client.connect();
  await client.query(`listen ${CHANNEL}`);
  return client;
}

function scheduleReconnect(failed: Client) {
  if (remote.client !== failed && remote.client) return;
  remote.client = undefined;
  failed.removeAllListeners('end');
  failed.end().catch(() => {});
  if (remote.stopped || remote.retry) return;
  remote.retry = setTimeout(() => {
    remote.retry = undefined;
    void listen();
  }, 1000);
  remote.retry.unref();
}

async function listen() {
  if (remote.stopped || !remote.url) return;
  try {
    const client = await connect(remote.url);
    if (remote.stopped) {
      await client.end();
      return;
    }
    remote.client = client;
    // Changes made elsewhere while this server was not listening are unknown: start afresh.
    if (remote.listenedBefore) deliver('all');
    remote.listenedBefore = true;
  } catch (error) {
    logger.error({ err: error }, 'cache bus could not listen; retrying');
    remote.retry ??= setTimeout(() => {
      remote.retry = undefined;
      void listen();
    }, 1000);
    remote.retry.unref();
  }
}

/** Joins the servers' bus when the shop runs on PostgreSQL; a no-op for the embedded database. */
export async function startChangeBus(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl || !remote.stopped) return;
  remote.stopped = false;
  remote.url = databaseUrl;
  await listen();
}

export async function stopChangeBus(): Promise<void> {
  remote.stopped = true;
  clearTimeout(remote.retry);
  remote.retry = undefined;
  const client = remote.client;
  remote.client = undefined;
  if (client) {
    client.removeAllListeners('end');
    await client.end().catch(() => {});
  }
}

/** Waits for a write, then publishes its topic: `return publishAfter('content', db().transaction(…))`. */
export async function publishAfter<T>(topic: ChangeTopic, write: Promise<T>): Promise<T> {
  const result = await write;
  publishChange(topic);
  return result;
}
