import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { publicApisOnly } from './public-apis.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: publicApisOnly[0].rules,
  },
];

/** Each finding as `rule: message`, once each (one line can break the same rule at two nodes). */
const findings = (code: string) => [
  ...new Set(linter.verify(code, config, { filename: 'app/sample.tsx' }).map((m) => `${m.ruleId}: ${m.message}`)),
];

const UNSAFE_EXPORT = 'A framework’s UNSAFE_ or underscore export is not its public API.';
const UNSAFE_MEMBER = 'An UNSAFE_ or underscore member is another library’s private part, not its public API.';
const PRIVATE_FILES = 'Import a package by its documented entry points, not its private files or another runtime’s build.';
const RUNTIME_PATH = 'A package’s files are not reached by a path made at run time: import its documented entry points.';
const PROTOTYPE = 'A dependency’s prototype is not patched: wrap it, or ask for the option upstream.';
const ADAPTER = 'Pages are answered by React Router’s Express adapter (@react-router/express), not a fork of it.';
const PROGRAM_IN_STRING = 'A browser program is an ordinary module (typed, linted, bundled), not text in a string.';
const ROUTER_OUTPUT = 'The shop does not read or rewrite the text of React Router’s output: use its documented options.';
const SCRIPT_DATA = 'A script element carries data (JSON) only; a program is an ordinary module.';

describe('the public-APIs-only lint rules', () => {
  it.each([
    ["import { UNSAFE_FrameworkContext } from 'react-router';", UNSAFE_EXPORT],
    ["import { __DOM_INTERNALS } from 'react-dom';", UNSAFE_EXPORT],
    ['const match = context._match;', UNSAFE_MEMBER],
    ['router._internalSetRoutes([]);', UNSAFE_MEMBER],
    ["import { renderToPipeableStream } from 'react-dom/server.bun';", PRIVATE_FILES],
    ["import { V6RegExMatcher } from 'react-router/dist/development/lib/router/matcher.js';", PRIVATE_FILES],
    ["const m = await import(new URL('./lib/router/matcher.js', import.meta.resolve('react-router')).href);", RUNTIME_PATH],
    ['Matcher.prototype.match = function () {};', PROTOTYPE],
    ['Object.assign(Matcher.prototype, { match() {} });', PROTOTYPE],
    ["import { createRequestHandler } from 'react-router';", ADAPTER],
    ["const gate = `(() => { addEventListener('load', open); })();`;", PROGRAM_IN_STRING],
    ["const REQUEST_DATA = 'window.__reactRouterContext.streamController.';", ROUTER_OUTPUT],
    ['const html = page.replace(/<link rel="modulepreload"[^>]*>/g, "");', ROUTER_OUTPUT],
    ['const Gate = () => <script dangerouslySetInnerHTML={{ __html: gate }} />;', SCRIPT_DATA],
  ])('refuse %s', (code, message) => {
    expect(findings(code)).toEqual([`no-restricted-syntax: ${message}`]);
  });

  it('accept the public ground the shop stands on', () => {
    const code = [
      "import { ServerRouter, Link } from 'react-router';",
      "import { createRequestHandler } from '@react-router/express';",
      "import { renderToPipeableStream } from 'react-dom/server';",
      "import Heart from 'lucide-react/icons/heart';",
      'const Data = ({ json }: { json: string }) => <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;',
      'const greeting = `Namaste ${name}`;',
      'export { ServerRouter, Link, createRequestHandler, renderToPipeableStream, Heart, Data, greeting };',
    ].join('\n');
    expect(findings(code)).toEqual([]);
  });
});
