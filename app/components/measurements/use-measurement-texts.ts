import { type RefObject, useLayoutEffect, useState } from 'react';
import {
  displayValues,
  fieldName,
  formatLength,
  type MeasurementKey,
  MEASUREMENT_KEYS,
  MEASUREMENT_UNITS,
  type MeasurementUnit,
  type MeasurementValues,
  parseLength,
  toMillimetres,
} from '~/lib/measurements';

const millimetresOf = (texts: Record<MeasurementKey, string>, unit: MeasurementUnit) => {
  const mm: MeasurementValues = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = parseLength(texts[key]);
    if (value !== null) mm[key] = toMillimetres(value, unit);
  }
  return mm;
};

/**
 * Typed measurement texts with the millimetres behind them. Switching the unit re-writes each text
 * from its millimetres (never from the previous text), so in → cm → in gives back what was typed.
 *
 * The fields are controlled because the unit switch writes every one of them. So that nothing a
 * shopper typed or chose before the page's scripts arrived is written over, the state starts from the
 * fields as the page holds them when they hydrate (`scope`: the element holding the m_* fields and the
 * unit radios named `unitField`), before React renders them again.
 */
export function useMeasurementTexts(
  initial: MeasurementValues,
  initialUnit: MeasurementUnit,
  scope: RefObject<HTMLElement | null>,
  unitField: string,
) {
  const [unit, setUnit] = useState(initialUnit);
  const [texts, setTexts] = useState(() => displayValues(initial, initialUnit));
  const [mm, setMm] = useState<MeasurementValues>(initial);

  useLayoutEffect(() => {
    const root = scope.current;
    if (!root) return;
    const chosen = root.querySelector<HTMLInputElement>(`input[name="${unitField}"]:checked`)?.value;
    const shownUnit = MEASUREMENT_UNITS.find((u) => u === chosen) ?? initialUnit;
    const shown = Object.fromEntries(
      MEASUREMENT_KEYS.map((k) => [k, root.querySelector<HTMLInputElement>(`input[name="${fieldName(k)}"]`)?.value ?? texts[k]]),
    ) as typeof texts;
    if (shownUnit === unit && MEASUREMENT_KEYS.every((k) => shown[k] === texts[k])) return;
    setUnit(shownUnit);
    setTexts(shown);
    setMm(millimetresOf(shown, shownUnit));
    // Once, when the fields first appear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (key: MeasurementKey, text: string) => {
    setTexts((t) => ({ ...t, [key]: text }));
    const value = parseLength(text);
    setMm((m) => {
      const next = { ...m };
      if (value === null) delete next[key];
      else next[key] = toMillimetres(value, unit);
      return next;
    });
  };
  const switchUnit = (next: MeasurementUnit) => {
    setTexts(
      (t) =>
        Object.fromEntries(
          MEASUREMENT_KEYS.map((k) => [k, mm[k] !== undefined && parseLength(t[k]) !== null ? formatLength(mm[k], next) : t[k]]),
        ) as typeof t,
    );
    setUnit(next);
  };
  /** Replaces everything, e.g. when a saved profile is picked. */
  const load = (values: MeasurementValues, nextUnit: MeasurementUnit) => {
    setUnit(nextUnit);
    setMm(values);
    setTexts(displayValues(values, nextUnit));
  };
  return { unit, texts, change, switchUnit, load };
}
