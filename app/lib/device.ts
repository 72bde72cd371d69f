import type { SessionInfo } from './schemas/analytics.ts';

/**
 * Device type, browser and OS from the user agent, for the session row: mobile, tablet or desktop.
 * The server reads them from the tracking request's own User-Agent header; the browser sends only
 * its touch points, which tell an iPad (it reports itself as a Mac) from a Mac.
 */
export function describeDevice(userAgent: string, maxTouchPoints = 0): SessionInfo {
  const ua = userAgent;
  // iPadOS reports itself as a Mac; touch points give it away.
  const tablet =
    /iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) ||
    (/Android/i.test(ua) && !/Mobile/i.test(ua)) ||
    (/Macintosh/i.test(ua) && maxTouchPoints > 1);
  const mobile = !tablet && /Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua);
  return {
    deviceType: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
    browser: browserOf(ua),
    os: osOf(ua, tablet),
    userAgent: ua.slice(0, 400),
  };
}

function browserOf(ua: string) {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser/.test(ua)) return 'Samsung Internet';
  if (/Firefox|FxiOS/.test(ua)) return 'Firefox';
  if (/Chrome|CriOS|Chromium/.test(ua)) return 'Chrome';
  if (/Safari/.test(ua)) return 'Safari';
  return 'Other';
}

function osOf(ua: string, tablet: boolean) {
  if (/Windows/.test(ua)) return 'Windows';
  if (/Android/.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/.test(ua) || (tablet && /Macintosh/.test(ua))) return 'iOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Other';
}
