/**
 * The bytes of each document entry.server rendered, by its Response. The Express host writes them
 * to the socket in one call instead of reading them back through the Response's web stream. The
 * Response keeps its own copy of the body, so anything that wraps or copies it (a 503 made from a
 * 500, extra headers) still works through the ordinary path.
 */
const finished = new WeakMap<Response, Buffer>();

export function finishedDocument(body: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init);
  finished.set(response, body);
  return response;
}

/** The rendered bytes when `response` is a document exactly as entry.server made it. */
export function finishedBody(response: Response): Buffer | undefined {
  return finished.get(response);
}
