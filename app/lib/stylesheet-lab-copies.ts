/**
 * Tailwind writes every colour with an opacity twice: as hex, then as lab() for wide-gamut screens.
 * The shop's colours are all plain sRGB hex, so the lab() copy is the same colour: the page's copy
 * leaves it out, and so does the copy app/lib/page-start.ts adds after the first paint (the whole stylesheet,
 * for pages without scripts, keeps it).
 */
export function withoutLabCopies(css: string) {
  return css.replace(/@supports \(color:lab\(0% 0 0\)\)\{(?:[^{}]*\{[^{}]*\})*\}/g, '').replace(/;([\w-]+):lab\([^)]*\)(?=[;}])/g, '');
}
