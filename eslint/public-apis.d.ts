import type { Linter } from 'eslint';

export const publicApisOnly: (Linter.Config & { rules: Linter.RulesRecord })[];
