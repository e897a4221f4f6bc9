import { buildAmazonDpUrl, isMarketplaceImageUrl, isMarketplaceUrl } from "~/lib/affiliate";

/**
 * A marketplace link, or the link / image HTML the marketplace's associate tools hand out,
 * read into the add form's values. Browser-only (DOMParser); the markup is
 * parsed into an inert document and only read, never put into the page.
 */
export const PASTE_MESSAGES = {
  noUrl: "Could not find an Amazon URL in the pasted content.",
  failed: "Failed to parse the pasted content. Please try a different format or enter the data manually.",
  extractedTitle: "Link Extracted",
  extractedDescription: "Amazon link successfully detected. Please complete any missing information.",
  errorTitle: "Parsing Error",
  errorDescription: "There was an error processing the affiliate data.",
} as const;

/** amazon.com (bare, www. or smile.) or the amzn.to short host, http or https, up to whitespace or a quote. */
const MARKETPLACE_URL = /https?:\/\/(?:(?:www\.|smile\.)?amazon\.com|amzn\.to)\/[^\s"'<>]*/i;
const ASIN_PATH = /\/(?:dp|gp\/product)\/([A-Z0-9]{10})(?=[/?#]|$)/i;
const MARKUP = /<[a-z!/][^>]*>/i;
const PRICE = /\$\s?((?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2})(?!\d)/;

export interface PastedProduct {
  affiliateLink: string;
  name?: string;
  imageSrc?: string;
  price?: string;
}

export type PasteResult = { ok: true; values: PastedProduct } | { ok: false; message: string };

export type HtmlParser = (html: string) => Document;

const browserParser: HtmlParser = (html) => new DOMParser().parseFromString(html, "text/html");

/** The ASIN of a marketplace product URL (/dp/ASIN or /gp/product/ASIN), if it has one. */
export function extractAsin(url: string): string | undefined {
  try {
    const u = new URL(url);
    if (!/(^|\.)amazon\.com$/i.test(u.hostname)) return undefined;
    return ASIN_PATH.exec(u.pathname)?.[1]?.toUpperCase();
  } catch {
    return undefined;
  }
}

const collapse = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

function readImage(doc: Document): string | undefined {
  for (const img of Array.from(doc.querySelectorAll("img"))) {
    const raw = collapse(img.getAttribute("src"));
    const src = raw.startsWith("//") ? `https:${raw}` : raw;
    if (img.getAttribute("width") === "1" || img.getAttribute("height") === "1") continue;
    if (isMarketplaceImageUrl(src)) return src;
  }
  return undefined;
}

function readName(doc: Document): string | undefined {
  for (const img of Array.from(doc.querySelectorAll("img"))) {
    const alt = collapse(img.getAttribute("alt"));
    if (alt) return alt;
  }
  for (const a of Array.from(doc.querySelectorAll("a"))) {
    const label = collapse(a.textContent);
    if (label) return label;
  }
  return undefined;
}

/**
 * Reads pasted text. Throws only on an unexpected failure (the caller shows its
 * parse-error banner); "no URL" is an ordinary result.
 */
export function parseAmazonPaste(
  pasted: string,
  { tag, parseHtml = browserParser }: { tag: string; parseHtml?: HtmlParser },
): PasteResult {
  const found = MARKETPLACE_URL.exec(pasted)?.[0];
  if (!found) return { ok: false, message: PASTE_MESSAGES.noUrl };
  const hasMarkup = MARKUP.test(pasted);
  const doc = hasMarkup ? parseHtml(pasted) : undefined;
  // In markup the link sits in an attribute, where & is written &amp;.
  const url = hasMarkup ? collapse(parseHtml(`<p>${found}</p>`).body.textContent) : found;
  if (!isMarketplaceUrl(url)) return { ok: false, message: PASTE_MESSAGES.noUrl };
  const asin = extractAsin(url);
  const values: PastedProduct = { affiliateLink: asin ? buildAmazonDpUrl(asin, tag) : url };
  if (doc) {
    const name = readName(doc);
    const imageSrc = readImage(doc);
    const price = PRICE.exec(collapse(doc.body.textContent))?.[1]?.replace(/,/g, "");
    if (name) values.name = name;
    if (imageSrc) values.imageSrc = imageSrc;
    if (price) values.price = price;
  }
  return { ok: true, values };
}
