import cormorant from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';

/**
 * The two Latin font files every shop page paints with. Fetched with the HTML instead of after the
 * stylesheet, so text rarely reflows when they arrive (layout shift). Vite gives them the same
 * fingerprinted names as the stylesheet's @font-face rules.
 */
export const fontPreloads = () => [
  { rel: 'preload', href: cormorant, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const },
  { rel: 'preload', href: jost, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const },
];
