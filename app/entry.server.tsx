import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** A page that has not finished rendering by then fails the build rather than hanging it. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders each prerendered page whole, in place (React Router's default entry otherwise).
 * The default streams: it writes the shell as soon as it is ready and sends anything still
 * pending (React Router's own data script) afterwards, with React's reveal runtime (~1.1 KB of
 * inline script per page) to move it into place. Waiting for everything (`onAllReady`) writes
 * it in place, and an unlimited `progressiveChunkSize` stops React from moving a large
 * Suspense boundary after the shell, where it would stay hidden without JavaScript
 * (scripts/build/content-in-place.mjs fails the build if one does).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
