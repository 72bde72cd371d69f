import { describe, expect, it } from 'vitest';
import { earlyStartScript, propertyRegistrations } from './early-start.server.ts';

// Tailwind's minified @property rules: syntax, inherits, then an initial value when there is one.
const css =
  '@layer utilities{.shadow-sm{--tw-shadow:0 1px 3px #0000001a}}' +
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}' +
  '@property --tw-gradient-position{syntax:"*";inherits:false}' +
  '@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}' +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';

describe("the page's first script", () => {
  it('reads every @property rule of the stylesheet, with or without an initial value', () => {
    expect(propertyRegistrations(css)).toEqual([
      ['--tw-translate-x', '*', false, '0'],
      ['--tw-gradient-position', '*', false, null],
      ['--tw-gradient-from', '<color>', false, '#0000'],
      ['--tw-shadow', '*', false, '0 0 #0000'],
    ]);
  });

  it('registers them while the head is read, and is the same text for every page of one stylesheet', () => {
    const gate = earlyStartScript(css);
    expect(gate).toContain('CSS.registerProperty(');
    expect(gate).toContain(String.raw`["--tw-gradient-from","\u003ccolor>",false,"#0000"]`);
    expect(earlyStartScript(css)).toBe(gate);
    expect(earlyStartScript('')).not.toContain('--tw-shadow');
  });

  it('is valid JavaScript', () => {
    expect(() => new Function(earlyStartScript(css))).not.toThrow();
  });
});
