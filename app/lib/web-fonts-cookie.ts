/**
 * Says the browser has the web fonts' files in its cache: set by the answer that brings a file
 * (server/app.ts), so it is true from the moment the browser keeps the file. A page answered to such
 * a browser names their faces in its inline styles, so it paints with them from the first frame; a
 * first visit paints in the fallback faces and is never laid out again for the fonts
 * (docs/decisions/0036-web-fonts-from-the-second-page.md). Not personal: one bit, the same for
 * everyone who has the files.
 */
export const WEB_FONTS_COOKIE = 'shop-fonts';

/** As long as the files' own cache life (a year, immutable). */
export const WEB_FONTS_SET_COOKIE = `${WEB_FONTS_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`;

/** Whether a Cookie header (or `document.cookie`) says the browser has the web fonts' files. */
export const webFontsCached = (cookies: string | null | undefined): boolean =>
  cookies != null && cookies.split(/;\s*/).includes(`${WEB_FONTS_COOKIE}=1`);
