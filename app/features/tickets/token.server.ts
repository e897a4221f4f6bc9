import crypto from "node:crypto";

/** A status link's token: 128 random bits, base64url (22 characters). */
export function newTicketToken(): string {
  return crypto.randomBytes(16).toString("base64url");
}

/** sha256 (hex) of a token: what a status page request is looked up by. */
export function hashTicketToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether two tokens are the same, in time that does not depend on where they differ. */
export function sameToken(stored: string | null, given: string): boolean {
  const a = crypto
    .createHash("sha256")
    .update(stored ?? "", "utf8")
    .digest();
  const b = crypto.createHash("sha256").update(given, "utf8").digest();
  return crypto.timingSafeEqual(a, b) && stored !== null;
}
