/**
 * The tags link-preview services read, as the social presets of structured-data checkers list
 * them: Open Graph (Facebook, LinkedIn, chat apps) and the Twitter/X large-image card. Both the
 * meta builder's unit test and the page-by-page e2e check run every page through this list.
 */
export const OPEN_GRAPH_REQUIRED = [
  "og:type",
  "og:title",
  "og:description",
  "og:url",
  "og:site_name",
  "og:locale",
  "og:image",
  "og:image:alt",
  "og:image:width",
  "og:image:height",
] as const;

export const TWITTER_REQUIRED = [
  "twitter:card",
  "twitter:title",
  "twitter:description",
  "twitter:image",
  "twitter:image:alt",
] as const;

/** A page's social tags by key (og:* from property=, twitter:* from name=). */
export type SocialTags = ReadonlyMap<string, string>;

/** What a preset checker would flag on these tags; empty when both presets pass. */
export function socialTagProblems(tags: SocialTags): string[] {
  const problems: string[] = [];
  for (const key of [...OPEN_GRAPH_REQUIRED, ...TWITTER_REQUIRED]) {
    if (!tags.get(key)?.trim()) problems.push(`missing ${key}`);
  }
  for (const key of ["og:image", "og:url", "twitter:image"]) {
    const value = tags.get(key);
    if (value && !/^https?:\/\/[^/]/.test(value)) problems.push(`${key} is not an absolute URL: ${value}`);
  }
  if (tags.has("twitter:card") && tags.get("twitter:card") !== "summary_large_image")
    problems.push(`twitter:card is ${tags.get("twitter:card")}, not summary_large_image`);
  if (tags.has("og:locale") && !/^[a-z]{2}_[A-Z]{2}$/.test(tags.get("og:locale")!))
    problems.push(`og:locale ${tags.get("og:locale")} is not language_TERRITORY`);
  for (const key of ["og:image:width", "og:image:height"]) {
    const value = tags.get(key);
    if (value && !/^[1-9]\d*$/.test(value)) problems.push(`${key} is not a whole number: ${value}`);
  }
  if (tags.get("og:image") !== tags.get("twitter:image")) problems.push("og:image and twitter:image differ");
  if (tags.get("og:title") !== tags.get("twitter:title")) problems.push("og:title and twitter:title differ");
  return problems;
}

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
