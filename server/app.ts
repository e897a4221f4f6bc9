import { once } from "node:events";
import http from "node:http";
import path from "node:path";

import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { createRequestHandler, type ServerBuild } from "react-router";

import { databaseAnswers } from "~/db/index.server";
import { shareable } from "~/lib/http/document.server";
import { startServices } from "~/services.server";
import type { Config } from "~/lib/config.server";
import { errorFields, log, logRequest, loggablePath } from "~/lib/log.server";

import * as guards from "./request-guards";
import { securityHeaders } from "./security";

export interface StartOptions {
  /** The React Router build: the bundled one in production, Vite's (loaded again on every edit) in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built client assets (production only). */
  clientDir?: string;
  /** Vite's dev middleware (development only). */
  devMiddleware?: express.RequestHandler;
  env?: Record<string, string | undefined>;
}

export function createApp(config: Config, options: StartOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.set("etag", false);

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => logRequest(req.method, req.path, res.statusCode, started));
    next();
  });

  app.use(guards.refuseBadHost);
  app.use(guards.closeOnUnreadBody);
  // Streamed exports (CSV) go out uncompressed: compression() hangs each "drain" wait of a
  // streamed body on the response's gzip stream and never takes it off, so a long export piles up
  // one listener per socket stall until the response ends (and warns of a leak).
  app.use(
    compression({
      filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/csv") && compression.filter(req, res),
    }),
  );
  app.use(securityHeaders);
  app.use(guards.refuseOtherMethods);
  app.use(guards.redirectTrailingSlash);
  app.use(guards.pageBodyGuard);

  app.get("/healthz", async (_req, res) => {
    const ok = await databaseAnswers();
    res.setHeader("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable", database: ok ? "ok" : "unreachable" });
  });

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else if (options.clientDir) {
    // The build writes a brotli and a gzip copy beside each script and stylesheet; their names carry their hash.
    app.use(
      "/assets",
      expressStaticGzip(path.join(options.clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        serveStatic: { immutable: true, maxAge: "1y", fallthrough: true },
      }),
    );
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  // React Router's own request handler, between Fetch and node:http by Remix's bridge. Not
  // @react-router/express: its writer (7.18) races each chunk's read against one promise that
  // settles only if the socket fails, and every race keeps its chunk until the answer ends, so
  // a long CSV export held all of its bytes in memory. The bridge reads one chunk at a time.
  const handle = createRequestHandler(options.build, config.NODE_ENV);
  app.all("/{*splat}", async (req, res, next) => {
    try {
      // Express reads the protocol and host the way TRUST_PROXY allows.
      const request = createRequest(req, res, { protocol: `${req.protocol}:`, host: req.host });
      const response = await handle(request, { clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" });
      // A client navigation's data carries its page's headers: the pages' cache rule holds there too.
      if (req.path.endsWith(".data")) shareable(request, response.status, response.headers);
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      // A streamed answer (an export) that failed part-way: the client sees the cut, the log says why.
      log("error", "response failed after it started", { path: loggablePath(req.path), ...errorFields(error) });
      return next(error);
    }
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) log("error", "unhandled error", { path: loggablePath(req.path), ...errorFields(error) });
    guards.refuse(req, res, status, status >= 500 ? "Internal server error" : "Bad request");
  });

  return app;
}

/** Starts the app (configuration, database, services), listens, and stops cleanly on SIGTERM. */
export async function start(options: StartOptions): Promise<http.Server> {
  const { config, services } = await startServices(options.env ?? process.env);
  const app = createApp(config, options);
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  await once(server.listen(config.PORT, config.HOST), "listening");
  log("info", "listening", { url: `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}` });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    setTimeout(() => {
      log("warn", "forced exit after 10 s");
      process.exit(1);
    }, 10_000).unref();
    // Connections still serving a request close once it is answered, and idle ones at once.
    server.prependListener(
      "request",
      (_req, res: http.ServerResponse) => res.headersSent || res.setHeader("Connection", "close"),
    );
    const sweep = setInterval(() => server.closeIdleConnections(), 100).unref();
    server.close(async () => {
      clearInterval(sweep);
      await services.stop();
      log("info", "stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}

/** The React Router build bundled with this server, for tools that serve it another way (the benches' stock server). */
export const loadServerBuild = (): Promise<ServerBuild> => import("virtual:react-router/server-build");

export async function startProduction(clientDir: string): Promise<http.Server> {
  return start({ clientDir, build: await loadServerBuild() });
}
