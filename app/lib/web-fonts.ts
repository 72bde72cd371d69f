import cormorant from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';

/**
 * The two Latin font files every shop page paints with (the same fingerprinted names as the
 * stylesheet's @font-face rules). app/lib/page-start.ts preloads them once the page's main picture
 * is in: on slow 4G their 64 KB shared the first half second with the picture and held it back.
 * Until they arrive, text shows in the size-adjusted fallback faces of app/app.css.
 */
export const WEB_FONT_FILES = [cormorant, jost];
