// The request body limit. A body over it is refused with 413. With `Transfer-Encoding: chunked` (no Content-Length)
// the body has to be read to know its size; a refused one is then read to its end, never left half-read or errored:
// hono/body-limit errors the stream it wraps, and that (or cancelling it) left `wrangler dev` unable to answer the
// next request, from any client, for about 20 s.
import type { MiddlewareHandler } from "hono";
import { ApiError, errorResponse } from "./errors";

/** Past this, a body is cancelled instead of read to its end. */
const DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * Reads the rest of a refused body to its end: the runtime then sees a finished request. Cancelling it instead left
 * `wrangler dev` unable to answer the next GET for about 20 s. A body longer than DRAIN_BYTES is cancelled.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > DRAIN_BYTES) break;
    }
  } catch {
    return;
  }
  await reader.cancel().catch(() => {});
}

export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = () => errorResponse(new ApiError(413, `Request body too large: the limit is ${maxBytes / 1024} KB.`));
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const declared = request.headers.get("content-length");
    // A declared length over the limit is refused before reading; the body is left alone (cancelling it also broke
    // the next request under `wrangler dev`).
    if (declared !== null) return Number(declared) <= maxBytes ? next() : tooLarge();
    // Chunked: read at most maxBytes + 1, then either cancel the rest or hand the bytes on as the body.
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discardRest(reader);
        return tooLarge();
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(request, { body });
    return next();
  };
}
