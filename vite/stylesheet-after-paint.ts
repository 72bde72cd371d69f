import type { Plugin } from 'vite';

/** The built stylesheet's file, and the name of its copy for after the first paint. */
const STYLESHEET = /^assets\/app-[\w-]+\.css$/;
const afterPaintName = (fileName: string) => fileName.replace(/\.css$/, '.after-paint.css');

/**
 * Writes a copy of the shop's stylesheet without its @font-face rules, for the script gate to add
 * after the first paint (app/server/script-gate.server.ts). The page's inline part already declares
 * the fonts; declaring them a second time gave the browser a second set of font faces, and it laid
 * out every line of text again (a long task on a phone, just as the page came alive).
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
          source: String(output.source).replace(/@font-face\{[^}]*\}/g, ''),
        });
      }
    },
  };
}
