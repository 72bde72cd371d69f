import { data } from 'react-router';
import { forgetTrustedBrowser, listTrustedBrowsers } from '../data/trusted-browsers.server.ts';
import { callAuth } from './auth-api.server.ts';
import { getAuth } from './auth.server.ts';
import { trustOfRequest } from './trusted-browsers.server.ts';

/** One signed-in device as the account page lists it. */
export type SignedInDevice = { id: string; browser: string; place: string | null; lastSeen: string; current: boolean };

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iPhone or iPad'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on Android' from a browser's User-Agent; the order matters (Edge and Opera also say Chrome). */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'A browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/**
 * The account's signed-in devices, most recently seen first. The place is the address the shop saw
 * (it keeps no location database).
 */
export async function signedInDevices(request: Request): Promise<SignedInDevice[]> {
  const auth = getAuth();
  const [sessions, current] = await Promise.all([
    auth.api.listSessions({ headers: request.headers }),
    auth.api.getSession({ headers: request.headers }),
  ]);
  return [...sessions]
    .sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime())
    .map((s) => ({
      id: s.id,
      browser: describeBrowser(s.userAgent),
      place: s.ipAddress ?? null,
      lastSeen: new Date(s.updatedAt).toISOString(),
      current: s.id === current?.session.id,
    }));
}

/** A browser that skips the second step (trusted for 30 days when the code was given), as the account page lists it. */
export type TrustedBrowser = { id: string; browser: string; until: string; current: boolean };

/** The account's trusted browsers; this one is marked by the trust its cookie holds. */
export async function trustedBrowsers(request: Request, userId: string): Promise<TrustedBrowser[]> {
  const [rows, current] = await Promise.all([listTrustedBrowsers(userId), trustOfRequest(request.headers.get('cookie'))]);
  return rows.map((r) => ({
    id: r.id,
    browser: describeBrowser(r.userAgent),
    until: r.until.toISOString(),
    current: r.identifier === current,
  }));
}

export type DevicesActionData = { intent: 'signout-others' | 'forget-device'; ok: boolean; title: string; message?: string };

/** Forgets one trusted browser: its next sign-in asks for the code again. */
export async function forgetDevice(userId: string, form: FormData) {
  const forgotten = await forgetTrustedBrowser(userId, String(form.get('id') ?? ''));
  return forgotten
    ? data<DevicesActionData>({
        intent: 'forget-device',
        ok: true,
        title: 'Browser forgotten',
        message: 'It asks for the code from your app at its next sign-in.',
      })
    : data<DevicesActionData>({ intent: 'forget-device', ok: false, title: 'That browser was already forgotten' }, { status: 404 });
}

/** Signs out every device but this one; the auth hook forgets every other trusted browser with it. */
export async function signOutOtherDevices(request: Request) {
  const result = await callAuth(request, '/revoke-other-sessions');
  return result.ok
    ? data<DevicesActionData>({ intent: 'signout-others', ok: true, title: 'Signed out of every other device' })
    : data<DevicesActionData>(
        { intent: 'signout-others', ok: false, title: 'Other devices could not be signed out. Please try again.' },
        { status: result.status },
      );
}
