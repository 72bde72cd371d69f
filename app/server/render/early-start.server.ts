import { earlyStart, type PropertyRegistration } from '../../lib/early-start.ts';
import { inlineScript } from '../../lib/inline-script.ts';

/** The stylesheet's @property rules (Tailwind writes them as syntax, inherits, then initial-value). */
export function propertyRegistrations(css: string): PropertyRegistration[] {
  return [...css.matchAll(/@property (--[\w-]+)\{syntax:"([^"]*)";inherits:(true|false)(?:;initial-value:([^}]*))?\}/g)].map(
    ([, name, syntax, inherits, initialValue]) => [name, syntax, inherits === 'true', initialValue ?? null],
  );
}

let made = { css: '', text: inlineScript(earlyStart, []) };

/** The page's first script for pages carrying (part of) the stylesheet `css`; the same text for every page. */
export function earlyStartScript(css: string): string {
  if (made.css !== css) made = { css, text: inlineScript(earlyStart, propertyRegistrations(css)) };
  return made.text;
}
