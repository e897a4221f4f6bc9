import type { NextFunction, Request, Response } from "express";

import { photoUploadBodyLimit } from "~/features/photos/index.server";

/** Page forms here are a password or a status change; nothing near this size is legitimate. */
export const PAGE_BODY_LIMIT = 64 * 1024;

const FORM_TYPE = "application/x-www-form-urlencoded";
const MULTIPART_TYPE = "multipart/form-data";

/**
 * Bodies sent to pages (route actions, not /api/) are checked before React Router reads them:
 * its formData() would buffer any size and answers 500 for a body it cannot parse. Every page
 * form posts URL-encoded with a Content-Length (browsers always send one), so anything else
 * is refused here with a 4xx. The JSON APIs bound and parse their own bodies. The one exception is
 * the condition-photo page, whose forms post pictures as multipart/form-data: its own limits
 * (one shrunk photo from its script; several as taken without JavaScript).
 */
export function pageBodyGuard(req: Request, res: Response, next: NextFunction): void {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS" || req.path.startsWith("/api/")) return next();
  const length = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (!chunked && (length === undefined || length === "0")) return next();

  const refuse = (status: number, message: string) => {
    res.setHeader("Connection", "close");
    res.status(status).type("text/plain").send(message);
  };
  if (chunked || length === undefined) return refuse(411, "A form body needs a Content-Length");
  const type = (req.headers["content-type"] ?? "").split(";", 1)[0]!.trim().toLowerCase();
  const photoLimit = photoUploadBodyLimit(req.path);
  if (!/^\d+$/.test(length) || Number(length) > (photoLimit ?? PAGE_BODY_LIMIT)) return refuse(413, "Request body too large");
  const expected = photoLimit === null ? FORM_TYPE : MULTIPART_TYPE;
  if (type !== expected) return refuse(415, `Forms must be sent as ${expected}`);
  next();
}
