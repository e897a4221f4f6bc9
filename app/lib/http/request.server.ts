import type { ConditionalRequest, HttpAnswer } from "./json.server";
import { methodNotAllowed, toResponse } from "./json.server";

/** The parts of a GET a read API looks at. */
export interface ApiRequest extends ConditionalRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

/** A read API: synchronous when the answer is already in memory. */
export type ReadApiHandler = (request: ApiRequest) => HttpAnswer | Promise<HttpAnswer>;

/**
 * Runs a read API for a React Router resource route. Compression on this path is Express's
 * job, so the handler answers identity bytes.
 */
export async function answerFetchRequest(handler: ReadApiHandler, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const answer = await handler({
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    ifNoneMatch: request.headers.get("if-none-match"),
  });
  return toResponse(answer, request.method);
}

/** A read API's answer to any write method, in the API's error shape. */
export function refuseWrite(): Response {
  return toResponse(methodNotAllowed({ error: "Method not allowed" }, "GET, HEAD"));
}

/** A text file's answer (robots.txt, the sitemap) to any write method. */
export function refuseWriteToFile(): Response {
  return new Response("Method not allowed", {
    status: 405,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Allow: "GET, HEAD" },
  });
}
