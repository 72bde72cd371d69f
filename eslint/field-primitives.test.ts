import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The shop's own configuration, as `npm run lint` reads it: the field rule and the public-API rules
// are both `no-restricted-syntax`, and a later entry for a file replaces an earlier one, so both must
// still report in the same file.
const eslint = new ESLint({ cwd: process.cwd() });

async function messagesFor(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.message);
}

const FIELD = 'Use the field primitives of app/components/ui (Input, Textarea, NativeSelect, PlainInput, PlainSelect).';
const UNSAFE_EXPORT = 'A framework’s UNSAFE_ or underscore export is not its public API.';

describe('the field-primitives rule', () => {
  it('reports a bare field in a page and still reports a private framework API beside it', async () => {
    const code = [
      "import { UNSAFE_FrameworkContext } from 'react-router';",
      'export const Box = () => <input name="quantity" />;',
      'export const Ctx = UNSAFE_FrameworkContext;',
      '',
    ].join('\n');
    expect(await messagesFor(code, 'app/routes/sample.tsx')).toEqual(expect.arrayContaining([FIELD, UNSAFE_EXPORT]));
  });

  it('leaves hidden inputs and the primitives themselves alone', async () => {
    expect(
      await messagesFor('export const Id = () => <input type="hidden" name="id" value="1" />;\n', 'app/routes/sample.tsx'),
    ).not.toContain(FIELD);
    expect(await messagesFor('export const P = () => <input name="q" />;\n', 'app/components/ui/sample.tsx')).not.toContain(FIELD);
  });
});
