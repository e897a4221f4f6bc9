import { methodNotAllowed } from "./json.server";

/** The parts of a GET a read API looks at. */
export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  ifNoneMatch?: string | null;
}

/** A read API: synchronous when the answer is already in memory. */
export type ReadApiHandler = (request: ApiRequest) => Response | Promise<Response>;

/** Runs a read API for a React Router resource route. */
export async function answerFetchRequest(handler: ReadApiHandler, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const ifNoneMatch = request.headers.get("if-none-match");
  return handler({ method: request.method, path: url.pathname, query: url.searchParams, ifNoneMatch });
}

/** A read API's answer to any write method, in the API's error shape. */
export function refuseWrite(): Response {
  return methodNotAllowed({ error: "Method not allowed" }, "GET, HEAD");
}

/** A text file's answer (robots.txt, the sitemap) to any write method. */
export function refuseWriteToFile(): Response {
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Allow: "GET, HEAD" };
  return new Response("Method not allowed", { status: 405, headers });
}
