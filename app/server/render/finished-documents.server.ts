/**
 * The bytes of each document entry.server rendered, by its Response. The Express host writes them
 * to the socket in one call instead of reading them back through a web stream. The Response itself
 * carries no body: making one (undici wraps the bytes in a ReadableStream) cost 2.5 % of a page's
 * CPU, and nothing but the host reads it. A copy made with `copyResponse` (a 503 made from a 500,
 * extra headers) keeps the bytes.
 */
const finished = new WeakMap<Response, Buffer>();

export function finishedDocument(body: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(null, init);
  finished.set(response, body);
  return response;
}

/** The rendered bytes when `response` is a document entry.server made, or a copy of one. */
export function finishedBody(response: Response): Buffer | undefined {
  return finished.get(response);
}

/** A new Response with `response`'s body (a rendered document's bytes, or its stream) and `init`. */
export function copyResponse(response: Response, init: ResponseInit): Response {
  const body = finished.get(response);
  const copy = new Response(body ? null : response.body, init);
  if (body) finished.set(copy, body);
  return copy;
}
