import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { InlineStylesContext } from '~/lib/inline-styles';
import { contentSecurityPolicy, inlineScriptHashes } from '~/server/render/csp.server';
import { logger } from '~/server/platform/logger.server';
import { requestInfoContext } from '~/server/routing/request-context.server';
import { EarlyStartContext } from '~/lib/early-start-script';
import { earlyStartScript } from '~/server/render/early-start.server';
import { noteFailure } from '~/server/routing/unavailable.server';
import { pageStyles } from '~/server/render/page-styles.server';
import { webFontsCached } from '~/lib/web-fonts-cookie';
import { collectDocument, documentBytes, fillMarker } from '~/server/render/document-text.server';
import { isRouteErrorResponse, MemoryRouter, ServerRouter } from 'react-router';
import type { ReactElement } from 'react';
import { constantMarkup, ReadyPartsContext } from '~/components/layout/server-markup';
import { FooterBottom, FooterColumns } from '~/components/layout/site-footer-markup';
import type { PublicConfig } from '~/lib/root-data';

/** Where the page's own styles go: they are chosen once the whole document is rendered. */
const PAGE_STYLES = '/*page styles*/';

export const streamTimeout = 5_000;

const MAX_READY_CONFIGS = 8;
const ready = new Map<string, { constant: Readonly<Record<string, string>>; parts: Readonly<Record<string, string>> }>();

/**
 * A constant part's markup. Inside a router, as on the page: its links need one to know where they
 * point (the address does not matter, as a constant part's links are absolute).
 */
const renderConstant = (element: ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

/**
 * The parts of the page the server writes as finished markup instead of rendering their elements on
 * every request (they are the server's markup only: the browser keeps them as they are, see
 * ServerMarkup): the constant parts (constantPart), and the footer's two parts, made once per
 * configuration and year. Made before a page's render starts, never inside it. `config` is the root
 * loader's, the one the footer would be rendered with; without it (an error page) the footer is
 * rendered as usual.
 */
function readyParts(config: PublicConfig | undefined): Readonly<Record<string, string>> {
  const constant = constantMarkup(renderConstant);
  if (!config) return constant;
  const key = `${new Date().getFullYear()}\n${JSON.stringify(config)}`;
  let entry = ready.get(key);
  if (!entry || entry.constant !== constant) {
    entry = {
      constant,
      parts: {
        ...constant,
        'footer-columns': renderToStaticMarkup(<FooterColumns config={config} />),
        'footer-bottom': renderToStaticMarkup(<FooterBottom config={config} />),
      },
    };
    if (ready.size >= MAX_READY_CONFIGS) ready.clear();
    ready.set(key, entry);
  }
  return entry.parts;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { inlineCss } = loadContext.get(requestInfoContext);
  const rootData = routerContext.staticHandlerContext.loaderData.root as { config?: PublicConfig } | undefined;
  // The whole document is rendered before the first byte goes out: the Content-Security-Policy
  // header names the SHA-256 of every inline script, so it needs the finished page (see
  // app/server/render/csp.server.ts). The shop's loaders finish before rendering anyway, so nothing
  // waits for this but the last few kilobytes.
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesContext.Provider value={inlineCss ? PAGE_STYLES : ''}>
        <EarlyStartContext.Provider value={earlyStartScript(inlineCss)}>
          <ReadyPartsContext.Provider value={readyParts(rootData?.config)}>
            <ServerRouter context={routerContext} url={request.url} />
          </ReadyPartsContext.Provider>
        </EarlyStartContext.Provider>
      </InlineStylesContext.Provider>,
      {
        // Never write a finished Suspense boundary apart from its place (React does so for boundaries
        // over 12.8 KB): the page would then need a script to show it, and every page works without.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          pipe(
            collectDocument((rendered) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = [rendered];
              // The page carries only the rules its HTML uses; the whole stylesheet follows when its
              // scripts start (app/lib/page-start.ts).
              const body = fillMarker(html, PAGE_STYLES, (rest) =>
                pageStyles(inlineCss, rest, webFontsCached(request.headers.get('cookie'))),
              );
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)));
              // Bytes, not a string: Response checks a string's every character for lone surrogates.
              resolve(new Response(documentBytes(body), { headers: responseHeaders, status: responseStatusCode }));
            }, reject),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, 'render error');
        },
      },
    );
  });
}

/** Errors of loaders and actions go to the JSON log; people see the error boundary's words. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A request the shop refuses (a POST to a page without a form, an unknown address) is the
  // client's mistake, not the shop's: the owner's error log stays for what went wrong here.
  if (isRouteErrorResponse(error) && error.status < 500) return logger.info({ status: error.status, url: request.url }, 'request refused');
  noteFailure(request, error);
  logger.error({ err: error, url: request.url }, 'request error');
}
