import http from "node:http";
import type { AddressInfo } from "node:net";

import compression from "compression";
import express, { type Express } from "express";

import { securityHeaders, type TrustProxyFn } from "../server/security";

import { rawRequest } from "./net";

/**
 * How the server arranges an answer made ahead of Express, for tests that compare the two: Express
 * with the middleware every answer passes (compression, the security headers), then `routes`, and
 * `front` (withCachedPages, withStaticAssets) in front of it, or Express alone without `front`.
 * Counts the requests that reach Express. The server goes into `servers` for the caller to close.
 */
export async function serveBehindFront(options: {
  servers: http.Server[];
  routes: (app: Express) => void;
  front?: (app: Express, trust: TrustProxyFn) => http.RequestListener;
  trustProxy?: string | boolean;
}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? "loopback");
  let reachedExpress = 0;
  app.use((_req, _res, next) => {
    reachedExpress++;
    next();
  });
  app.use(compression());
  app.use(securityHeaders);
  options.routes(app);
  const trust = app.get("trust proxy fn") as TrustProxyFn;
  const server = http.createServer(options.front ? options.front(app, trust) : app).listen(0, "127.0.0.1");
  options.servers.push(server);
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as AddressInfo).port;
  const request = (target: string, headers: Record<string, string> = {}, method = "GET") =>
    rawRequest(port, target, headers, method);
  return { request, reachedExpress: () => reachedExpress };
}
