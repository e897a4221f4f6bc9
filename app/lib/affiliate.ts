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

/**
 * The only hosts a product's marketplace link may point at: amazon.com (bare, www. or smile.)
 * and its amzn.to short links. Exact names, so "www.amazon.com.evil.example" is not one.
 */
export const MARKETPLACE_LINK_HOSTS: readonly string[] = ["amazon.com", "www.amazon.com", "smile.amazon.com", "amzn.to"];

/**
 * Where a product image may come from besides this site: the marketplace's image servers
 * (each name and any host under it) and the image widget its associate tools link to. Its
 * 1×1 tracking-pixel host (ir-na.amazon-adsystem.com) is not one.
 */
export const MARKETPLACE_IMAGE_DOMAINS: readonly string[] = [
  "media-amazon.com",
  "ssl-images-amazon.com",
  "images-amazon.com",
  "ws-na.amazon-adsystem.com",
];

// Characters a URL parser silently drops or rewrites (controls, whitespace, backslashes):
// refused outright, so the text checked is the text a browser follows.
const UNSAFE_URL_TEXT = /[\s\p{Cc}\\]/u;

/** An absolute http(s) URL with no user name or password and no explicit port. */
function parseWebUrl(value: string): URL | undefined {
  if (UNSAFE_URL_TEXT.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password || url.port) return undefined;
  return url;
}

/** A link to the marketplace itself: the one kind of outbound product link the site shows. */
export function isMarketplaceUrl(value: string): boolean {
  const url = parseWebUrl(value);
  return !!url && MARKETPLACE_LINK_HOSTS.includes(url.hostname);
}

/**
 * A marketplace link that opens one product: /dp/ASIN or /gp/product/ASIN (any path before
 * them), or an amzn.to short link, which the associate tools hand out for one product.
 * Anything else (a search such as /s?k=…) sends the visitor to a list to pick from.
 */
export function isProductPageLink(value: string): boolean {
  const url = parseWebUrl(value);
  if (!url || !MARKETPLACE_LINK_HOSTS.includes(url.hostname)) return false;
  if (url.hostname === "amzn.to") return url.pathname.length > 1;
  return /\/(dp|gp\/product)\/[A-Z0-9]{10}(\/|$)/i.test(url.pathname);
}

/** An image on one of the marketplace's image servers. */
export function isMarketplaceImageUrl(value: string): boolean {
  const host = parseWebUrl(value)?.hostname;
  return !!host && MARKETPLACE_IMAGE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** A path on this site ("/images/x.png"): resolved against an origin, it must stay on that origin. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE_URL_TEXT.test(value)) return false;
  try {
    return new URL(value, "http://site.invalid").origin === "http://site.invalid";
  } catch {
    return false;
  }
}

/** Where a product image may come from: this site, or the marketplace's image servers. */
export function isProductImageSrc(value: string): boolean {
  return isSitePath(value) || isMarketplaceImageUrl(value);
}

/** True only for absolute http(s) URLs; everything a user or admin supplies passes through this. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}
