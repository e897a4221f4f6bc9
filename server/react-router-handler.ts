import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";

import { createReadableStreamFromReadable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createReactRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";

/**
 * The Express adapter for React Router: the request as a Fetch Request, the route's Response
 * written back. It does what @react-router/express does, except how a streamed body is written:
 * that adapter races every chunk's read against one promise that settles only if the socket
 * fails, and each race stays attached to that promise with the chunk it read until the answer
 * ends. For a page that is nothing; for a 190 MB export it kept every byte sent in memory (the
 * RSS rose by the size of the file). Here the body goes through stream.pipeline, which keeps
 * back-pressure, holds only the chunk in flight, and cancels the body when the client goes away.
 */
export function createRequestHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: () => Promise<ServerBuild>;
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handleRequest = createReactRouterHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handleRequest(toFetchRequest(req, res), getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

export function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find((p) => Number.isSafeInteger(p));
  // An HTTP/1.0 request may come without a Host; the server's edge (host-header.ts) refused every malformed one.
  const hostname = (req.hostname ?? "").split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new globalThis.Request(url.href, init);
}

const closed = (res: Response) => res.destroyed || res.writableEnded;

export async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  if (closed(res)) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeWebReadableStream<Uint8Array>), res);
  } catch (error) {
    // The client went away: the body was cancelled, nothing else to do.
    if ((error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE") return;
    throw error;
  }
}
