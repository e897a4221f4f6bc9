import type { IncomingMessage } from "node:http";

import type { ConditionalRequest, HttpAnswer } from "./json.server";
import { toResponse } from "./json.server";

/** The parts of a GET a read API looks at, the same whether node:http or React Router received it. */
export interface ApiRequest extends ConditionalRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

/** A read API: synchronous when the answer is already in memory. */
export type ReadApiHandler = (request: ApiRequest) => HttpAnswer | Promise<HttpAnswer>;

/** Splits a request target into its path and its query. */
export function splitTarget(target: string): { path: string; search: string } {
  const q = target.indexOf("?");
  return q === -1 ? { path: target, search: "" } : { path: target.slice(0, q), search: target.slice(q + 1) };
}

export function apiRequestFromNode(req: IncomingMessage, path: string, search: string): ApiRequest {
  const ifNoneMatch = req.headers["if-none-match"];
  const acceptEncoding = req.headers["accept-encoding"];
  return {
    method: req.method ?? "GET",
    path,
    query: new URLSearchParams(search),
    ifNoneMatch: typeof ifNoneMatch === "string" ? ifNoneMatch : undefined,
    acceptEncoding: typeof acceptEncoding === "string" ? acceptEncoding : undefined,
  };
}

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
