// The shop builds on its frameworks' public ground only (docs/decisions/0011-public-apis-only.md):
// what a component says is what the server runs, and an upgrade of React or React Router is an
// upgrade, not a research task. Each selector below names one way around a public API.

const FRAMEWORK = String.raw`/^(react|react-dom|react-router|@react-router\u002F)/`;

/** `no-restricted-syntax` entries: [selector, why]. */
const forbidden = [
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

export const publicApisOnly = {
  files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'vite/**/*.ts', 'db/**/*.ts'],
  // The page's script gate and the rewriting of React Router's boot script that waits on it are the
  // last devices still to be replaced (docs/decisions/0011-public-apis-only.md, "What is left").
  ignores: [
    '**/*.test.{ts,tsx}',
    'app/server/render/script-gate.server.ts',
    'app/server/render/script-priority.server.ts',
    'app/lib/script-gate.tsx',
  ],
  rules: {
    'no-restricted-syntax': ['error', ...forbidden.map(([selector, message]) => ({ selector, message }))],
  },
};
