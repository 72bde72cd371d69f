import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { forbidden, publicApisOnly, rule } from './eslint/public-apis.js';

// Production code never imports the demo seed: what it needs from there lives in a module of its own.
// (Start-up loads the seed on demand with a dynamic import, which this rule does not cover on purpose.)
const seedData = { group: ['**/db/seed/*'], message: 'Production code does not import db/seed; move what it needs out of the seed.' };

export default tseslint.config(
  { ignores: ['build/**', 'build-*/**', '.react-router/**', 'node_modules/**', 'db/migrations/**', 'test-results/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  {
    // Components never import server modules; loaders and actions reach them through route files.
    files: ['app/components/**/*.{ts,tsx}', 'app/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['~/server/*', '**/server/*'], message: 'Server code stays out of components and browser libraries.' },
            seedData,
          ],
        },
      ],
    },
  },
  {
    // The reverse direction: data modules return shapes from app/lib and never depend on components.
    files: ['app/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/components/*', '**/components/*'],
              message: 'Shared types and helpers live in app/lib; server code never imports components.',
            },
            seedData,
          ],
        },
      ],
    },
  },
  {
    files: ['app/routes/**/*.{ts,tsx}', 'app/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [seedData] }] },
  },
  ...publicApisOnly,
  {
    // A field a shopper types in or picks from goes through the primitives of app/components/ui: one
    // place for their look and behaviour (docs/decisions/0014-input-before-hydration.md). After the
    // public-API rules and with them: a later no-restricted-syntax replaces an earlier one for a file.
    files: ['app/**/*.tsx'],
    ignores: ['app/components/ui/**', 'app/**/*.test.tsx', 'app/lib/early-start-script.tsx'],
    rules: rule([
      ...forbidden,
      [
        "JSXOpeningElement[name.name=/^(input|select|textarea)$/]:not(:has(JSXAttribute[name.name='type'][value.value=/^(hidden)$/]))",
        'Use the field primitives of app/components/ui (Input, Textarea, NativeSelect, PlainInput, PlainSelect).',
      ],
    ]),
  },
);
