import { useState } from 'react';
import {
  displayValues,
  formatLength,
  type MeasurementKey,
  MEASUREMENT_KEYS,
  type MeasurementUnit,
  type MeasurementValues,
  parseLength,
  toMillimetres,
} from '~/lib/measurements';

/**
 * Typed measurement texts with the millimetres behind them. Switching the unit re-writes each text
 * from its millimetres (never from the previous text), so in → cm → in gives back what was typed.
 */
export function useMeasurementTexts(initial: MeasurementValues, initialUnit: MeasurementUnit) {
  const [unit, setUnit] = useState(initialUnit);
  const [texts, setTexts] = useState(() => displayValues(initial, initialUnit));
  const [mm, setMm] = useState<MeasurementValues>(initial);

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
