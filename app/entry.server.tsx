import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";

import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";

import { lowerModulePreloadPriority } from "~/lib/head-transform.server";
import { documentResponse } from "~/lib/http/document.server";
import { NonceProvider } from "~/lib/nonce";

export const streamTimeout = 5_000;

/**
 * Every document is rendered whole before it is sent: its CSP lists the hash of each inline
 * script in it, which is known only once the last one is written. The pages are small and their
 * data is read before rendering, so nothing is gained by streaming them.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // A method the route does not take (a POST to a page without a form): a short answer naming
  // the ones it does, not an error page.
  if (responseStatusCode === 405) {
    const leaf = routerContext.staticHandlerContext.matches.at(-1);
    const takesPost = leaf !== undefined && routerContext.manifest.routes[leaf.route.id]?.hasAction === true;
    return new Response("Method not allowed", {
      status: 405,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        Allow: takesPost ? "GET, HEAD, POST" : "GET, HEAD",
      },
    });
  }
  return new Promise<Response>((resolve, reject) => {
    let rendered = false;
    // Cleared once the page is written: a pending timer keeps the whole render reachable, and
    // at a hundred pages a second six seconds of them filled the heap.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    // React Router's own inline scripts carry this mark, and only those are listed in the CSP.
    const mark = randomBytes(16).toString("base64url");
    const page = (
      <NonceProvider value={mark}>
        <ServerRouter context={routerContext} url={request.url} nonce={mark} />
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: mark,
      onAllReady() {
        rendered = true;
        const body = new PassThrough();
        text(body)
          .then(
            (html) =>
              resolve(documentResponse(request, lowerModulePreloadPriority(html), mark, responseStatusCode, responseHeaders)),
            reject,
          )
          .finally(() => clearTimeout(timer));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (rendered) console.error(error);
      },
    });
  });
}

/** A request the routes refuse (404, 405) is answered, not an error: only real failures are logged. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};
