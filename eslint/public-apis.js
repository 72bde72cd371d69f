// The shop builds on its frameworks' public ground only (docs/decisions/0012-public-apis-only.md):
// what a component says is what the server runs, and an upgrade of React or React Router is an
// upgrade, not a research task. Each selector below names one way around a public API.

const FRAMEWORK = String.raw`/^(react|react-dom|react-router|@react-router\u002F)/`;

/** `no-restricted-syntax` entries: [selector, why]. */
export const forbidden = [
  [
    `ImportDeclaration[source.value=${FRAMEWORK}] > ImportSpecifier[imported.name=/^(UNSAFE_|_)/]`,
    'A framework’s UNSAFE_ or underscore export is not its public API.',
  ],
  [
    'MemberExpression[computed=false][property.name=/^(UNSAFE_|_)/]',
    'An UNSAFE_ or underscore member is another library’s private part, not its public API.',
  ],
  [
    'ImportDeclaration[source.value=/^(react-dom\\u002Fserver\\.(bun|browser|edge)|[^.~].*\\u002F(dist|cjs|lib\\u002Frouter)\\u002F)/]',
    'Import a package by its documented entry points, not its private files or another runtime’s build.',
  ],
  [
    'ImportExpression[source.type!="Literal"], CallExpression[callee.object.type="MetaProperty"][callee.property.name="resolve"]',
    'A package’s files are not reached by a path made at run time: import its documented entry points.',
  ],
  [
    'AssignmentExpression > MemberExpression.left[object.property.name="prototype"]',
    'A dependency’s prototype is not patched: wrap it, or ask for the option upstream.',
  ],
  [
    'CallExpression[callee.object.name="Object"][callee.property.name=/^(assign|defineProperty|defineProperties|setPrototypeOf)$/] > MemberExpression.arguments:first-child[property.name="prototype"]',
    'A dependency’s prototype is not patched: wrap it, or ask for the option upstream.',
  ],
  [
    'ImportDeclaration[source.value="react-router"] > ImportSpecifier[imported.name="createRequestHandler"]',
    'Pages are answered by React Router’s Express adapter (@react-router/express), not a fork of it.',
  ],
  [
    'TemplateElement[value.raw=/addEventListener\\(|document\\.(querySelector|createElement|head|body)|requestAnimationFrame\\(|window\\.__/]',
    'A browser program is an ordinary module (typed, linted, bundled), not text in a string.',
  ],
  [
    'Literal[value=/__reactRouter|streamController|modulepreload/], Literal[regex.pattern=/__reactRouter|streamController|modulepreload/], TemplateElement[value.raw=/__reactRouter|streamController|modulepreload/]',
    'The shop does not read or rewrite the text of React Router’s output: use its documented options.',
  ],
  [
    'JSXOpeningElement[name.name="script"]:not(:has(JSXAttribute[name.name="type"][value.value=/json/])) > JSXAttribute[name.name="dangerouslySetInnerHTML"]',
    'A script element carries data (JSON) only; a program is an ordinary module.',
  ],
];

const SOURCES = ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'vite/**/*.ts', 'db/**/*.ts'];
/** The one script element with a program: its text is made by app/lib/inline-script.ts from a typed function. */
const EARLY_START = 'app/lib/early-start-script.tsx';
export const rule = (entries) => ({ 'no-restricted-syntax': ['error', ...entries.map(([selector, message]) => ({ selector, message }))] });

export const publicApisOnly = [
  { files: SOURCES, ignores: ['**/*.test.{ts,tsx}', EARLY_START], rules: rule(forbidden) },
  { files: [EARLY_START], rules: rule(forbidden.filter(([selector]) => !selector.startsWith('JSXOpeningElement'))) },
];
