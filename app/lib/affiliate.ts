/** Marketplace links. Only these builders make affiliate URLs, so the tag is applied one way. */
export const AMAZON_ORIGIN = "https://www.amazon.com";

export function buildAmazonDpUrl(asin: string, tag: string): string {
  return `${AMAZON_ORIGIN}/dp/${encodeURIComponent(asin)}?tag=${encodeURIComponent(tag)}`;
}

export function buildAmazonSearchUrl(query: string, tag: string): string {
  const params = new URLSearchParams({ k: query, tag });
  return `${AMAZON_ORIGIN}/s?${params.toString()}`;
}

/** The product page when the ASIN is known, else a marketplace search for the name. */
export function buildAmazonLink({ asin, name }: { asin?: string | null; name: string }, tag: string): string {
  return asin ? buildAmazonDpUrl(asin, tag) : buildAmazonSearchUrl(name, tag);
}

/** rel for every outbound marketplace link: paid links are marked sponsored and leak no referrer. */
export const AFFILIATE_REL = "sponsored noopener noreferrer";

/** True only for absolute http(s) URLs; everything a user or admin supplies passes through this. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}
