import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import * as reactRouter from 'react-router';
import { Link, Outlet, Scripts, createRequestHandler, useLoaderData, useMatches, type EntryContext, type ServerBuild } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerRouter } from './server-router.server';

const calls = vi.hoisted(() => ({ routerServerRouter: 0 }));
vi.mock('react-router', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-router')>();
  return {
    ...original,
    ServerRouter: (props: Parameters<typeof original.ServerRouter>[0]) => {
      calls.routerServerRouter++;
      return original.ServerRouter(props);
    },
  };
});

function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
function Root() {
  const { who } = useLoaderData<{ who: string }>();
  return (
    <>
      <nav>
        <Link to="/products/silk">Silk</Link> <Link to="child">Relative</Link> {who}
      </nav>
      <Outlet />
    </>
  );
}
function Product() {
  const matches = useMatches();
  const { id } = useLoaderData<{ id: string }>();
  return <p>{`${id} ${matches.map((m) => m.id).join(',')}`}</p>;
}
const NotFound = () => <p>Not here</p>;
const Home = () => <p>Home</p>;

const route = (id: string, parentId: string | undefined, path: string | undefined, module: object, index = false) => ({
  route: { id, parentId, path, index, caseSensitive: false, module },
  asset: {
    id,
    parentId,
    path,
    index,
    hasAction: false,
    hasLoader: 'loader' in module,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
  },
});
const table = [
  route('root', undefined, '', { default: Root, Layout, loader: () => ({ who: 'shopper' }) }),
  route('home', 'root', undefined, { default: Home }, true),
  route('product', 'root', 'products/:id', { default: Product, loader: ({ params }: { params: { id: string } }) => ({ id: params.id }) }),
  route('not-found', 'root', '*', { default: NotFound }),
];

/** A document's HTML from a build whose entry renders with `Router`. */
function handlerRendering(Router: (props: { context: EntryContext; url: string }) => ReactNode) {
  const build = {
    entry: {
      module: {
        async default(request: Request, status: number, headers: Headers, context: EntryContext) {
          const stream = await renderToReadableStream(<Router context={context} url={request.url} />);
          await stream.allReady;
          return new Response(stream, { status, headers });
        },
      },
    },
    routes: Object.fromEntries(table.map(({ route }) => [route.id, route])),
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: Object.fromEntries(table.map(({ asset }) => [asset.id, asset])),
      url: '/assets/manifest.js',
      version: '1',
    },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  return async (path: string) => {
    const response = await handle(new Request(`http://shop.test${path}`));
    return `${response.status} ${await response.text()}`;
  };
}

const PATHS = ['/', '/products/silk', '/products/silk/extra', '/products/kurta', '/nowhere/at/all', '/products/silk'];

describe("the shop's ServerRouter", () => {
  beforeEach(() => {
    calls.routerServerRouter = 0;
  });

  it("writes React Router's document on the first render of a build and every render after", async () => {
    const expected = handlerRendering(reactRouter.ServerRouter);
    const wanted = [];
    for (const path of PATHS) wanted.push(await expected(path));
    expect(wanted[1]).toContain('silk root,product');
    expect(wanted[1]).toContain('window.__reactRouterManifest');

    const shop = handlerRendering(ServerRouter);
    calls.routerServerRouter = 0;
    const written = [];
    for (const path of PATHS) written.push(await shop(path));
    expect(written).toEqual(wanted);
    // Only the build's first render went through React Router's own; the others reused its routes.
    expect(calls.routerServerRouter).toBe(1);
  });

  it('keeps the parts of each build apart', async () => {
    const first = handlerRendering(ServerRouter);
    const second = handlerRendering(ServerRouter);
    expect(await second('/products/kurta')).toBe(await first('/products/kurta'));
    expect(await first('/')).toContain('<p>Home</p>');
    expect(calls.routerServerRouter).toBe(2);
  });
});
