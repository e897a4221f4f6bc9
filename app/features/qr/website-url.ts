const HTTP_SCHEME = /^https?:\/\//i;

/**
 * Puts https:// in front when the text has no http(s) scheme, and returns null when the
 * result is still not a web address. Only http(s) links are ever encoded.
 */
export function normalizeWebsiteUrl(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === "" || /\s/.test(trimmed)) return null;
  const candidate = HTTP_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // "mailto:a@b.com" would otherwise pass as https://mailto:a@b.com (a login on b.com).
  if (url.username !== "" || url.password !== "") return null;
  const host = url.hostname;
  const looksLikeHost = host.includes(".") || host === "localhost" || host.startsWith("[");
  if (!looksLikeHost || host.startsWith(".") || host.endsWith("..")) return null;
  return candidate;
}

/** The host as typed (no scheme, no path), for a saved code's name. */
export function hostOf(normalizedUrl: string): string {
  return normalizedUrl.replace(HTTP_SCHEME, "").split(/[/?#]/)[0] ?? "";
}
