import type { Plugin } from 'vite';
import { withoutLabCopies } from '../app/lib/stylesheet-lab-copies.ts';

/** The built stylesheet's file, and the name of its copy for after the first paint. */
const STYLESHEET = /^assets\/app-[\w-]+\.css$/;
const afterPaintName = (fileName: string) => fileName.replace(/\.css$/, '.after-paint.css');

/** A face of local fonts only (the size-adjusted fallbacks); the web fonts' faces have a url(). */
const LOCAL_FONT_FACE = /@font-face\{(?:(?!url\()[^}])*\}/g;

/**
 * Writes a copy of the shop's stylesheet for app/lib/page-start.ts to add after the first paint
 * (app/lib/page-start.ts), without Tailwind's lab() copies of the shop's hex colours (as the
 * page's inline part), with the web fonts' @font-face rules (the page's inline part
 * leaves them out, so the font files wait until the main picture is in) but without the fallback
 * faces the inline part already declares. A face declared twice gave the browser a second set of font
 * faces, and it laid out every line of text again (a long task on a phone, just as the page came alive).
 */
export function stylesheetAfterPaint(): Plugin {
  return {
    name: 'stylesheet-after-paint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !STYLESHEET.test(fileName)) continue;
        this.emitFile({
          type: 'asset',
          fileName: afterPaintName(fileName),
          source: withoutLabCopies(String(output.source).replace(LOCAL_FONT_FACE, '')),
        });
      }
    },
  };
}
