import type { Locator, Page } from '@playwright/test';
import { type CountryCode, getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { expect, waitForHydration } from './fixtures';

/**
 * A shopper on a slow connection sees the page seconds before its scripts arrive, and types, ticks and
 * picks in the meantime: the page is HTML then, its fields the forms' own state. These helpers hold
 * every script back, fill every field the page shows (found in the page, not listed by hand), let the
 * scripts through and check that no render wrote over what was there (nothing is played back: what
 * is kept is what the fields held; docs/decisions/0014-input-before-hydration.md).
 */

const SCRIPT = /\.(m?js|tsx?)(\?|$)/;

/** Holds every script (the page's own and every module it imports) until `release()`. */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => SCRIPT.test(url.pathname),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return {
    /** Lets the scripts through and waits until the page has hydrated. */
    async release() {
      release();
      await waitForHydration(page);
    },
  };
}

/** Opens `url` with its scripts held back; the page is painted and parsed, and not alive. */
export async function openBeforeScripts(page: Page, url: string) {
  const held = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  return held;
}

type Kind = 'text' | 'select' | 'checkbox' | 'radio' | 'toggle';
type Described = {
  selector: string;
  nth: number;
  kind: Kind;
  tag: string;
  type: string;
  name: string;
  label: string;
  inputMode: string;
  autocomplete: string;
  maxLength: number;
  min: string;
  options: { value: string; disabled: boolean; selected: boolean }[];
  checked: boolean;
};

export type Filled = { field: Described; locator: Locator; value: string | boolean };

const SKIPPED_TYPES = ['hidden', 'file', 'submit', 'reset', 'button', 'image'];

/** Every visible, enabled field and check control within `scope`, in page order. */
async function describeFields(scope: Locator): Promise<Described[]> {
  return scope.evaluate((root, skipped) => {
    const fields = [
      ...root.querySelectorAll<HTMLElement>('input, textarea, select, button[role="checkbox"], button[role="switch"]'),
    ].filter((el) => {
      if (el instanceof HTMLInputElement && skipped.includes(el.type)) return false;
      if ((el as HTMLInputElement).disabled || (el as HTMLInputElement).readOnly) return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      return el.checkVisibility();
    });
    const selectorOf = (el: HTMLElement) => {
      if (el.id) return `[id="${CSS.escape(el.id)}"]`;
      const name = el.getAttribute('name');
      const tag = el.tagName.toLowerCase();
      if (name) {
        const value =
          el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) && el.hasAttribute('value')
            ? `[value="${CSS.escape(el.value)}"]`
            : '';
        return `${tag}[name="${CSS.escape(name)}"]${value}`;
      }
      const label = el.getAttribute('aria-label');
      if (label) return `${tag}[aria-label="${CSS.escape(label)}"]`;
      return tag;
    };
    const labelOf = (el: HTMLElement) =>
      el.getAttribute('aria-label') ??
      ((el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('placeholder') ?? el.getAttribute('name') ?? '').trim();
    return fields.map((el) => {
      const selector = selectorOf(el);
      const same = [...root.querySelectorAll(selector)];
      const input = el as HTMLInputElement;
      const kind =
        el instanceof HTMLSelectElement
          ? 'select'
          : el instanceof HTMLButtonElement
            ? 'toggle'
            : input.type === 'checkbox'
              ? 'checkbox'
              : input.type === 'radio'
                ? 'radio'
                : 'text';
      return {
        selector,
        nth: same.indexOf(el),
        kind,
        tag: el.tagName.toLowerCase(),
        type: input.type ?? '',
        name: el.getAttribute('name') ?? '',
        label: labelOf(el),
        inputMode: el.getAttribute('inputmode') ?? '',
        autocomplete: el.getAttribute('autocomplete') ?? '',
        maxLength: input.maxLength > 0 ? input.maxLength : 100,
        min: input.min ?? '',
        options:
          el instanceof HTMLSelectElement
            ? [...el.options].map((o) => ({ value: o.value, disabled: o.disabled, selected: o.selected }))
            : [],
        checked: el instanceof HTMLButtonElement ? el.getAttribute('aria-checked') === 'true' : Boolean(input.checked),
      } satisfies Described;
    });
  }, SKIPPED_TYPES);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A valid value for a text-like field, from what the field says about itself. */
export function typedValue(f: Described, n: number, phoneCountry = 'IN'): string {
  const words = `${f.name} ${f.label} ${f.autocomplete}`.toLowerCase();
  const fit = (value: string) => value.slice(0, f.maxLength);
  if (f.type === 'email' || /e-?mail/.test(words)) return fit(`early.${n}.${Date.now()}@example.com`);
  if (f.type === 'tel' || /phone|whatsapp/.test(words))
    return phoneCountry === 'IN' ? '9876543210' : (getExampleNumber(phoneCountry as CountryCode, examples)?.nationalNumber ?? '9876543210');
  if (f.type === 'password') return 'before-scripts-pass-1';
  if (/pin|postal/.test(words)) return '110003';
  if (f.type === 'date') {
    const day = new Date(Date.now() + 120 * 86_400_000);
    return f.min && f.min > isoDay(day) ? f.min : isoDay(day);
  }
  if (f.type === 'number') return String(Math.max(Number(f.min || 0), 0) + 3);
  if (f.type === 'url' || /image|picture|url/.test(words)) return 'https://example.com/early.jpg';
  if (/link/.test(words)) return '/products';
  if (/price|amount|discount|stitching|order/.test(words)) return '2499';
  if (f.inputMode === 'decimal' || f.inputMode === 'numeric') return '34';
  if (f.type === 'search' || /search|^q /.test(words)) return 'saree';
  if (/name/.test(words)) return fit(`Asha Early ${n}`);
  if (f.tag === 'textarea') return fit(`Typed before the page came alive (${n}).`);
  return fit(`Early ${n}`);
}

/** The option to pick in a select: the next one after the chosen one that can be picked. */
function pickedOption(f: Described) {
  const from = f.options.findIndex((o) => o.selected);
  for (let step = 1; step < f.options.length; step++) {
    const option = f.options[(from + step) % f.options.length];
    if (!option.disabled && option.value !== '') return option.value;
  }
  return f.options[from]?.value ?? '';
}

/**
 * Fills every visible, enabled field within `scope` (the whole page by default) as a shopper would:
 * types a valid value into each text field, picks another option in each select, ticks every
 * unticked checkbox and switch, and chooses another radio in each group. Returns what it did.
 */
export async function fillEveryField(page: Page, scope: Locator = page.locator('body')): Promise<Filled[]> {
  const described = await describeFields(scope);
  const filled: Filled[] = [];
  const radioGroups = new Set<string>();
  let n = 0;
  // A phone number is typed for the country picked in the phone's country select just before it.
  let phoneCountry = 'IN';
  for (const field of described) {
    const locator = scope.locator(field.selector).nth(field.nth);
    n += 1;
    if (field.kind === 'text') {
      const value = typedValue(field, n, phoneCountry);
      await locator.fill(value);
      filled.push({ field, locator, value });
    } else if (field.kind === 'select') {
      const value = pickedOption(field);
      await locator.selectOption(value);
      if (field.name.endsWith('phone_country')) phoneCountry = value;
      filled.push({ field, locator, value });
    } else if (field.kind === 'checkbox' || field.kind === 'toggle') {
      if (field.checked) continue;
      // A switch takes a click Playwright checks first: the element steady in one place and the one
      // under the pointer (forced, a click worked out while the page still scrolled smoothly landed on
      // a neighbouring switch's label, which flips that switch). A box, often visually hidden under
      // its chip, is ticked through its own click, as a tap on its label does.
      if (field.kind === 'toggle') await locator.click();
      else await locator.evaluate((el: HTMLInputElement) => el.click());
      if (field.kind === 'checkbox') await expect(locator, 'ticked before the scripts').toBeChecked();
      filled.push({ field, locator, value: true });
    } else if (field.kind === 'radio') {
      if (radioGroups.has(field.name)) continue;
      const group = described.filter((f) => f.kind === 'radio' && f.name === field.name);
      const choice = group.findLast((f) => !f.checked);
      if (!choice) continue;
      radioGroups.add(field.name);
      const choiceLocator = scope.locator(choice.selector).nth(choice.nth);
      // A visually hidden radio is chosen through its own click (as a tap on its label does): a
      // pointer click at its 1-pixel box can land on the element drawn over it.
      await choiceLocator.evaluate((el: HTMLInputElement) => el.click());
      await expect(choiceLocator, 'chosen before the scripts').toBeChecked();
      filled.push({ field: choice, locator: choiceLocator, value: true });
    }
  }
  expect(filled.length, 'fields found on the page').toBeGreaterThan(0);
  return filled;
}

/**
 * Each filled field still shows what was put in, after the page has had reasons to render again
 * (every text field focused and left, as a shopper moving through the form does).
 */
export async function expectKept(filled: Filled[]) {
  for (const { field, locator } of filled) {
    if (field.kind === 'text' && (await locator.count()) === 1)
      await locator.evaluate((el: HTMLElement) => {
        el.focus();
        el.blur();
      });
  }
  for (const { field, locator, value } of filled) {
    const what = `${field.kind} ${field.label || field.selector}`;
    // Soft: every lost field is reported, not only the first.
    if (field.kind === 'toggle') await expect.soft(locator, what).toHaveAttribute('aria-checked', 'true');
    else if (field.kind === 'checkbox' || field.kind === 'radio') await expect.soft(locator, what).toBeChecked();
    else await expect.soft(locator, what).toHaveValue(value as string);
  }
}

/** The filled entry whose field matches `test`. */
export const filledField = (filled: Filled[], test: (f: Described) => boolean) => {
  const found = filled.find((f) => test(f.field));
  if (!found) throw new Error('no such filled field');
  return found;
};
