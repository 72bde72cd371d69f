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
const messages = (code: string) => linter.verify(code, config, { filename: 'app/sample.tsx' }).map((m) => m.message);

describe('the public-APIs-only lint rules', () => {
  it.each([
    ["import { UNSAFE_FrameworkContext } from 'react-router';", 'UNSAFE_'],
    ["import { __DOM_INTERNALS } from 'react-dom';", 'underscore'],
    ['const match = context._match;', 'underscore member'],
    ['router._internalSetRoutes([]);', 'underscore member'],
    ["import { renderToPipeableStream } from 'react-dom/server.bun';", 'another runtime'],
    ["import { V6RegExMatcher } from 'react-router/dist/development/lib/router/matcher.js';", 'private files'],
    ["const m = await import(new URL('./lib/router/matcher.js', import.meta.resolve('react-router')).href);", 'path made at run time'],
    ['Matcher.prototype.match = function () {};', 'prototype'],
    ['Object.assign(Matcher.prototype, { match() {} });', 'prototype'],
    ["import { createRequestHandler } from 'react-router';", 'Express adapter'],
    ["const gate = `(() => { addEventListener('load', open); })();`;", 'browser program'],
    ["const REQUEST_DATA = 'window.__reactRouterContext.streamController.';", 'React Router’s output'],
    ['const html = page.replace(/<link rel="modulepreload"[^>]*>/g, "");', 'React Router’s output'],
    ['const Gate = () => <script dangerouslySetInnerHTML={{ __html: gate }} />;', 'data (JSON) only'],
  ])('refuse %s', (code, kind) => {
    const found = messages(code);
    expect(found.length, `nothing reported for ${kind}`).toBeGreaterThan(0);
  });

  it('accept the public ground the shop stands on', () => {
    const code = [
      "import { ServerRouter, Link } from 'react-router';",
      "import { createRequestHandler } from '@react-router/express';",
      "import { renderToPipeableStream } from 'react-dom/server';",
      "import { Heart } from 'lucide';",
      'const Data = ({ json }: { json: string }) => <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;',
      'const greeting = `Namaste ${name}`;',
      'export { ServerRouter, Link, createRequestHandler, renderToPipeableStream, Heart, Data, greeting };',
    ].join('\n');
    expect(messages(code)).toEqual([]);
  });
});
