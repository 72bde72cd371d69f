import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { constantMarkup, constantPart, ReadyPartsContext, ServerMarkup } from './server-markup';

describe('constant parts', () => {
  it('are made once, and written as the ready markup the server is given', () => {
    let renders = 0;
    const Chart = constantPart('test-chart', function Chart() {
      renders += 1;
      return (
        <table>
          <tbody>
            <tr>
              <th>S</th>
              <td>{renders > 1 ? 'rendered again' : '32-34'}</td>
            </tr>
          </tbody>
        </table>
      );
    });
    const first = constantMarkup(renderToStaticMarkup);
    expect(first['test-chart']).toBe('<table><tbody><tr><th>S</th><td>32-34</td></tr></tbody></table>');
    expect(constantMarkup(renderToStaticMarkup)).toBe(first);
    expect(renders).toBe(1);

    const page = renderToString(
      <ReadyPartsContext.Provider value={first}>
        <main>
          <ServerMarkup name="test-chart">
            <Chart />
          </ServerMarkup>
        </main>
      </ReadyPartsContext.Provider>,
    );
    expect(page).toBe(
      '<main><div data-server-markup="test-chart" class="contents"><table><tbody><tr><th>S</th><td>32-34</td></tr></tbody></table></div></main>',
    );
    expect(renders).toBe(1);
  });

  it('that cannot be made yet (code still loading) are tried again at the next request', () => {
    let loaded = false;
    constantPart('test-later', function Later() {
      if (!loaded) throw new Promise(() => {});
      return <p>ready</p>;
    });
    const before = constantMarkup(renderToStaticMarkup);
    expect(before['test-later']).toBeUndefined();
    // Nothing new made: the same markup, so what the server builds from it is not built again.
    expect(constantMarkup(renderToStaticMarkup)).toBe(before);
    loaded = true;
    const after = constantMarkup(renderToStaticMarkup);
    expect(after['test-later']).toBe('<p>ready</p>');
    expect(after).not.toBe(before);
  });
});
