import http from "node:http";
import path from "node:path";

import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { createRequestHandler, type ServerBuild } from "react-router";

import { closeDatabase, getDbHandle, initDatabase } from "~/db/index.server";
import { purgeBookingRequests, queueBookingReminders } from "~/features/booking/index.server";
import { purgePhotoLinks } from "~/features/photos/index.server";
import { runReadyTicketsPass } from "~/features/tickets/index.server";
import { currentBusiness, startSettings } from "~/features/settings/index.server";
import { startRetention } from "~/features/privacy/index.server";
import { ADMIN_PASSWORD_NOTICES, ensureOwner } from "~/features/admin/auth.server";
import { adminPasswordFilePath } from "~/features/admin/password-file.server";
import { createOutboxWorker, setOutboxWorker } from "~/features/outbox/index.server";
import { parseConfigOrExit, setConfig, type Config } from "~/lib/config.server";
import { errorFields, log, logRequest, loggablePath, setLogLevel } from "~/lib/log.server";

import { startCacheBus } from "./cache-bus";
import { refuseBadHost } from "./host-header";
import { refuseOtherMethods } from "./methods";
import { pageBodyGuard } from "./page-body-guard";
import { securityHeaders } from "./security";
import { closeOnUnreadBody } from "./unread-body";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address, for rate limits; never logged, stored only with a customer's answer to an estimate. */
    clientAddress: string;
  }
}

export interface StartOptions {
  /** The React Router build: the bundled one in production, Vite's (loaded again on every edit) in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built client assets (production only). */
  clientDir?: string;
  /** Vite's dev middleware (development only). */
  devMiddleware?: express.RequestHandler;
  env?: Record<string, string | undefined>;
}

const HEALTH_TIMEOUT_MS = 2000;

async function checkDatabase(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      getDbHandle().ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("database ping timed out")), HEALTH_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
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

  app.use(refuseBadHost);
  app.use(closeOnUnreadBody);
  // Streamed exports (CSV) go out uncompressed: compression() hangs each "drain" wait of a
  // streamed body on the response's gzip stream and never takes it off, so a long export piles up
  // one listener per socket stall until the response ends (and warns of a leak).
  app.use(
    compression({
      filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/csv") && compression.filter(req, res),
    }),
  );
  app.use(securityHeaders);
  app.use(refuseOtherMethods);
  // React Router matches "/about/" as "/about": one address per page, query string kept.
  app.use((req, res, next) => {
    // "//host/" would become a redirect to another site.
    if ((req.method !== "GET" && req.method !== "HEAD") || !/^\/[^/].*\/$/.test(req.path)) return next();
    const query = req.originalUrl.indexOf("?");
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.redirect(301, req.path.replace(/\/+$/, "") + (query === -1 ? "" : req.originalUrl.slice(query)));
  });
  app.use(pageBodyGuard);

  app.get("/healthz", async (_req, res) => {
    const ok = await checkDatabase();
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
      await sendResponse(res, await handle(request, { clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" }));
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
    const body = status >= 500 ? "Internal server error" : "Bad request";
    if (req.path.startsWith("/api/")) res.status(status).json({ error: body });
    else res.status(status).type("text/plain").send(body);
  });

  return app;
}

/** Parses configuration, opens and migrates the database, listens, and stops cleanly on SIGTERM. */
export async function start(options: StartOptions): Promise<http.Server> {
  const config = parseConfigOrExit(options.env ?? process.env);
  setConfig(config);
  setLogLevel(config.LOG_LEVEL);

  try {
    await initDatabase(config.DATABASE_URL);
  } catch (error) {
    log("error", "database could not be opened or migrated", errorFields(error));
    process.exit(1);
  }

  const app = createApp(config, options);
  const cacheBus = await startCacheBus(getDbHandle());
  // Settings saved in the admin, read once now and again whenever any server saves them; read
  // before the outbox starts, whose reminders name the saved shop facts.
  const stopSettings = await startSettings(getDbHandle().db);
  // The owner signs in with the shop's e-mail (the one saved in settings, else BUSINESS_EMAIL).
  try {
    const passwordFile = adminPasswordFilePath(config.DATABASE_URL);
    const ownerEmail = currentBusiness().email;
    const { generatedFile, configuredIgnored } = await ensureOwner(getDbHandle().db, config.ADMIN_PASSWORD, {
      passwordFile,
      ownerEmail,
    });
    if (generatedFile) log("warn", ADMIN_PASSWORD_NOTICES.generated(generatedFile));
    if (configuredIgnored) log("warn", ADMIN_PASSWORD_NOTICES.configuredIgnored);
  } catch (error) {
    log("error", "the owner's account could not be made", errorFields(error));
    process.exit(1);
  }
  // Without SMTP_URL nothing is sent: messages wait as "not_configured" for the admin's retry.
  const outbox = config.mail.smtpUrl
    ? createOutboxWorker({
        db: getDbHandle().db,
        postgres: getDbHandle().kind === "postgres",
        mail: config.mail,
        pollMs: config.OUTBOX_POLL_MS,
        // The day-before booking reminders and the "please collect" reminders of repaired machines
        // (which also marks machines left too long abandoned) are queued by the same loop that sends
        // them, and the booking requests used or expired (with e-mail off there are none) and the
        // photo links expired a day ago are deleted.
        scheduled: async (at) => {
          const postgres = getDbHandle().kind === "postgres";
          await purgeBookingRequests(getDbHandle().db, at);
          await purgePhotoLinks(getDbHandle().db, at);
          const bookings = await queueBookingReminders(getDbHandle().db, at, { postgres });
          const ready = await runReadyTicketsPass(getDbHandle().db, at, { postgres });
          return bookings + ready.reminders;
        },
      })
    : undefined;
  setOutboxWorker(outbox);
  outbox?.wake();
  // Erases what is past its keeping period (leads, tickets, old e-mails), deletes financial records
  // past theirs, and drops expired rows.
  // With e-mail off there is no sending loop: machines left too long are still marked abandoned
  // (and their reminders wait as "not configured"), once a day with the retention run.
  const stopRetention = startRetention(
    getDbHandle().db,
    {
      leadRetentionMonths: config.LEAD_RETENTION_MONTHS,
      ticketRetentionDays: config.TICKET_RETENTION_DAYS,
      financialRecordsYears: config.FINANCIAL_RECORDS_YEARS,
    },
    undefined,
    outbox ? undefined : (at) => runReadyTicketsPass(getDbHandle().db, at, { postgres: getDbHandle().kind === "postgres" }),
  );
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  log("info", "listening", { url: `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}` });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    const force = setTimeout(() => {
      log("warn", "forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    // Connections still serving a request close once it is answered.
    server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    });
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.close(async () => {
      clearInterval(sweep);
      stopSettings();
      stopRetention();
      await cacheBus.stop().catch((error) => log("error", "closing the cache bus failed", errorFields(error)));
      setOutboxWorker(undefined);
      await outbox?.stop().catch((error) => log("error", "stopping the outbox worker failed", errorFields(error)));
      await closeDatabase().catch((error) => log("error", "closing database failed", errorFields(error)));
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
