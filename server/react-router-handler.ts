import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import { createRequestHandler as createReactRouterHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { finishedBody } from '../app/server/render/finished-documents.server.ts';

/**
 * React Router's Express adapter (@react-router/express), with one difference: a document that
 * entry.server rendered whole is written with one `res.end(bytes)` instead of being pumped chunk by
 * chunk through the Response's web stream (a stream, a reader and a promise per chunk on every page).
 * Every other response (data requests, redirects, errors, resource routes) is sent as the adapter sends it.
 */
export function createRequestHandler({
  build,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<RouterContextProvider>;
}): RequestHandler {
  const handleRequest = createReactRouterHandler(build, process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      await sendResponse(res, await handleRequest(webRequest(req, res), await getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}

function webHeaders(requestHeaders: ExpressRequest['headers']) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** The adapter's request: same URL (host, forwarded host behind a trusted proxy, port), headers, abort signal and body. */
function webRequest(req: ExpressRequest, res: ExpressResponse) {
  const [, hostnamePortStr] = req.app?.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : [];
  const [, hostPortStr] = req.get('host')?.split(':') ?? [];
  const hostnamePort = Number.parseInt(hostnamePortStr, 10);
  const hostPort = Number.parseInt(hostPortStr, 10);
  const port = Number.isSafeInteger(hostnamePort) ? hostnamePort : Number.isSafeInteger(hostPort) ? hostPort : '';
  const resolvedHost = `${req.hostname.split(/[\\/?#@]/)[0] || 'localhost'}${port ? `:${port}` : ''}`;
  const url = new URL(`${req.protocol}://${resolvedHost}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: webHeaders(req.headers), signal: controller.signal };
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  const document = finishedBody(response);
  if (document) {
    res.end(document);
    return;
  }
  if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
