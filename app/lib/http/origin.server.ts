/**
 * Whether a write comes from this site's own pages. A browser names the page's origin on every
 * cross-site POST (Origin, else Referer) and, in current browsers, says where the request comes
 * from in Sec-Fetch-Site; either one pointing elsewhere refuses the write. Non-browser clients
 * (curl, scripts) send none of these; they pass here and still face every other rule.
 */
export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return false;
  const own = new URL(request.url).origin;
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === own;
  const referer = request.headers.get("referer");
  if (referer !== null) {
    try {
      return new URL(referer).origin === own;
    } catch {
      return false;
    }
  }
  return true;
}
