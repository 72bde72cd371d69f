import { describe, expect, it } from 'vitest';
import { documentClasses, pageStyles } from './page-styles.server.ts';

// The shape of Tailwind's minified output: the @property fallback, theme variables, base and
// utilities layers, media and supports blocks, keyframes, font faces and @property rules.
const sheet =
  '/*! tailwindcss */@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after{--tw-translate-x:0;--tw-shadow:0 0 #0000}::backdrop{--tw-translate-x:0;--tw-shadow:0 0 #0000}}}' +
  '@layer theme{:root,:host{--font-display:"Cormorant", serif;--color-maroon:#7a1f2b;--radius-card:.875rem;--unused:1px}}' +
  '@layer base{*,:after,:before{box-sizing:border-box}h1,.font-display{font-family:var(--font-display)}}@layer components;' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}.rounded-\\[var\\(--radius-card\\)\\]{border-radius:var(--radius-card)}' +
  '.translate-x-2{--tw-translate-x:.5rem;translate:var(--tw-translate-x)}.shadow-sm{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}' +
  '.bg-ivory\\/85{background-color:#fbf6efd9;background-color:lab(97% 1 4/.85)}@supports (color:lab(0% 0 0)){.text-gold\\/60{color:lab(82% 5 33/.6)}}.text-gold\\/60{color:#8a5d1899}' +
  '.animate-spin{animation:var(--animate-spin)}.motion-safe\\:animate-\\[slide-in_\\.2s\\]{animation:.2s slide-in}' +
  ':is(:where(.group):hover .group-hover\\:underline){text-decoration-line:underline}' +
  '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid-cols-\\[1fr_auto\\]{grid-template-columns:1fr auto}}@media (min-width:64rem){.lg\\:hidden{display:none}}' +
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}}' +
  '@keyframes slide-in{0%{translate:100%}to{translate:0}}@keyframes spin{to{rotate:360deg}}' +
  '@font-face{font-family:Jost;font-display:swap;src:url(/assets/jost.woff2)}@font-face{font-family:Jost Fallback;src:local(Arial);size-adjust:95%}' +
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';

const page = (classes: string) =>
  `<html><head><style data-href="/assets/app.css">/*page styles*/</style></head><body><div class="${classes}">x</div></body></html>`;

describe('the styles a page carries', () => {
  it('reads a page in pieces as it reads it whole', () => {
    const whole = page('flex hidden translate-x-2') + '<p class="shadow-sm md:flex">y</p>';
    const at = whole.indexOf('<p class');
    expect(pageStyles(sheet, [whole.slice(0, at), whole.slice(at)])).toBe(pageStyles(sheet, whole));
    expect(pageStyles(sheet, [whole.slice(0, at), whole.slice(at)])).toContain('.md\\:flex{display:flex}');
  });

  it('keeps the rules whose classes the page uses, in their layers and media queries, and drops the rest', () => {
    const css = pageStyles(sheet, page('flex md:grid-cols-[1fr_auto] [&amp;_svg]:size-4 group group-hover:underline'));
    expect(css).toContain('@layer utilities{.flex{display:flex}');
    expect(css).toContain('@media (min-width:48rem){.md\\:grid-cols-\\[1fr_auto\\]{grid-template-columns:1fr auto}}');
    expect(css).toContain('.\\[\\&_svg\\]\\:size-4 svg{width:1rem}');
    expect(css).toContain(':is(:where(.group):hover .group-hover\\:underline)');
    expect(css).not.toContain('.hidden');
    expect(css).not.toContain('md\\:flex');
    expect(css).not.toContain('@media (min-width:64rem)');
    // Base styles and the fallback font faces always; the layer order statement stays.
    expect(css).toContain(
      '@layer base{*,:after,:before{box-sizing:border-box}h1,.font-display{font-family:var(--font-display)}}@layer components;',
    );
    expect(css).toContain('@font-face{font-family:Jost Fallback;src:local(Arial);size-adjust:95%}');
  });

  it('leaves the web fonts to the whole stylesheet, so their files are not fetched before the main picture', () => {
    expect(pageStyles(sheet, page('flex'))).not.toContain('url(/assets/jost.woff2)');
  });

  it('names the web fonts, optional, to a browser that has their files, and only to it', () => {
    const css = pageStyles(sheet, page('flex'), true);
    // Used if the file is there for the first frame, never swapped in later.
    expect(css).toContain('@font-face{font-family:Jost;src:url(/assets/jost.woff2);font-display:optional}');
    expect(css).toContain('@font-face{font-family:Jost Fallback;src:local(Arial);size-adjust:95%}');
    // The page's own rules are the same either way.
    expect(css.startsWith(pageStyles(sheet, page('flex')))).toBe(true);
    expect(pageStyles(sheet, page('flex'))).not.toContain('url(/assets/jost.woff2)');
  });

  it('keeps every theme variable, and only the @property rules, Tailwind variables and keyframes the kept rules use', () => {
    const css = pageStyles(sheet, page('rounded-[var(--radius-card)] translate-x-2 motion-safe:animate-[slide-in_.2s]'));
    // All of :root, so the rest of the stylesheet added after the first paint does not restyle every element.
    expect(css).toContain(
      '@layer theme{:root,:host{--font-display:"Cormorant", serif;--color-maroon:#7a1f2b;--radius-card:.875rem;--unused:1px}}',
    );
    expect(css).toContain('@property --tw-translate-x{');
    expect(css).not.toContain('@property --tw-shadow');
    expect(css).toContain('*,:before,:after{--tw-translate-x:0}::backdrop{--tw-translate-x:0}');
    expect(css).toContain('@keyframes slide-in{');
    expect(css).not.toContain('@keyframes spin');
  });

  it('leaves out the lab() copies of plain hex colours', () => {
    const css = pageStyles(sheet, page('bg-ivory/85 text-gold/60'));
    expect(css).toContain('.bg-ivory\\/85{background-color:#fbf6efd9}');
    expect(css).toContain('.text-gold\\/60{color:#8a5d1899}');
    expect(css).not.toContain('lab(');
  });

  it('reads class attributes as React writes them, entities included', () => {
    expect([...documentClasses('<a class="a  b\n[&amp;&gt;*]:min-w-0"></a><b class="c"></b><i data-class="no"></i>')]).toEqual([
      'a',
      'b',
      '[&>*]:min-w-0',
      'c',
    ]);
  });
});
