import type { Linter } from 'eslint';

export const publicApisOnly: (Linter.Config & { rules: Linter.RulesRecord })[];

/** `no-restricted-syntax` entries: [selector, why]. */
export const forbidden: [string, string][];

/** The `no-restricted-syntax` rule made of such entries. */
export function rule(entries: [string, string][]): Linter.RulesRecord;
