import { data } from 'react-router';
import { callAuth } from './auth-api.server.ts';
import { getAuth } from './auth.server.ts';

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

export type DevicesActionData = { intent: 'signout-others'; ok: boolean; title: string };

/** Signs out every device but this one. */
export async function signOutOtherDevices(request: Request) {
  const result = await callAuth(request, '/revoke-other-sessions');
  return result.ok
    ? data<DevicesActionData>({ intent: 'signout-others', ok: true, title: 'Signed out of every other device' })
    : data<DevicesActionData>(
        { intent: 'signout-others', ok: false, title: 'Other devices could not be signed out. Please try again.' },
        { status: result.status },
      );
}
