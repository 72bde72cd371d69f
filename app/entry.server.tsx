import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { InlineStylesContext } from '~/lib/inline-styles';
import { NonceContext } from '~/lib/nonce';
import { logger } from '~/server/logger.server';
import { requestInfoContext } from '~/server/request-context.server';
import { ScriptGateContext } from '~/lib/script-gate';
import { SCRIPT_GATE } from '~/server/script-gate.server';
import { scriptsAfterPaint } from '~/server/script-priority.server';
import { noteFailure } from '~/server/unavailable.server';

export const streamTimeout = 5_000;

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
  const { nonce, inlineCss } = loadContext.get(requestInfoContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={inlineCss}>
          <ScriptGateContext.Provider value={SCRIPT_GATE}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ScriptGateContext.Provider>
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const head = scriptsAfterPaint();
          pipe(head);
          resolve(new Response(createReadableStreamFromReadable(head.pipe(body)), { headers: responseHeaders, status: responseStatusCode }));
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
  noteFailure(request, error);
  logger.error({ err: error, url: request.url }, 'request error');
}
