import { expect, test } from './fixtures';

// React Router's boot script waits for the page's first script before it fetches any module
// (`<Scripts moduleGate>`, docs/decisions/0015-scripts-after-the-main-picture.md).
for (const path of ['/', '/products', '/product/SKU1730000000002', '/size-guide']) {
  test(`the page ${path} names its modules only behind the gate`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    const boot = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(boot).toHaveLength(1);
    const [script] = boot;
    const gate = script.indexOf('await window.reactRouterModuleGate?.(');
    expect(gate).toBeGreaterThanOrEqual(0);
    // Nothing is imported before the gate, and nothing statically.
    expect(script.slice(0, gate)).not.toMatch(/import/);
    expect(script).not.toMatch(/^\s*import\s+\*/m);
    // The gate is told the files to preload, the page's entry among them.
    const files = JSON.parse(/reactRouterModuleGate\?\.\((\[[^\]]*\])/.exec(script)![1]) as string[];
    expect(files.length).toBeGreaterThan(2);
    expect(files.every((file) => /^\/assets\/[\w.-]+\.js$/.test(file))).toBe(true);
  });
}
