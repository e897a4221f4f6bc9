import { stat } from "node:fs/promises";
import path from "node:path";

import { isSitePath } from "~/lib/affiliate";

/**
 * The checks a product's image address gets on save beyond the schema's (an http(s) address on
 * the marketplace's image servers, or a path on this site): a path must name a picture file the
 * site serves, and, when the owner turns it on, a marketplace address must answer with a picture.
 */
export const IMAGE_CHECK_MESSAGES = {
  notPictureFile:
    "Product image URL must name a picture file on this site (.svg, .png, .jpg, .webp, .gif or .avif), such as /images/products/mice.svg",
  notOnSite: "Product image URL names no file on this site: check the path, such as /images/products/mice.svg",
  gone: "Product image URL answers that there is no picture there (not found): copy the image address again",
  notPicture: "Product image URL does not point at a picture: that address answers with a page or another kind of file",
} as const;

/** The kinds of picture a browser shows in an <img>, by file name. */
const PICTURE_FILE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

export interface ImageCheckOptions {
  /** Folders the site's own files are served from; a path passes when one of them holds it. */
  siteFolders?: readonly string[];
  /** How long a marketplace image may take to answer; 0 (the default) does not ask it at all. */
  remoteTimeoutMs?: number;
  fetch?: typeof fetch;
}

/** The build's client folder (production) and public/ (development), as the server serves them. */
function siteFolders(): string[] {
  return [path.join(process.cwd(), "build", "client"), path.join(process.cwd(), "public")];
}

async function isKind(file: string, kind: "file" | "folder"): Promise<boolean> {
  try {
    const found = await stat(file);
    return kind === "file" ? found.isFile() : found.isDirectory();
  } catch {
    return false;
  }
}

async function checkSitePicture(src: string, folders: readonly string[]): Promise<string | null> {
  let name: string;
  try {
    name = decodeURIComponent(new URL(src, "http://site.invalid").pathname);
  } catch {
    return IMAGE_CHECK_MESSAGES.notOnSite;
  }
  if (!PICTURE_FILE.test(name)) return IMAGE_CHECK_MESSAGES.notPictureFile;
  let looked = false;
  for (const folder of folders) {
    if (!(await isKind(folder, "folder"))) continue;
    looked = true;
    const file = path.resolve(folder, `.${name}`);
    if (!file.startsWith(path.resolve(folder) + path.sep)) return IMAGE_CHECK_MESSAGES.notOnSite;
    if (await isKind(file, "file")) return null;
  }
  // Started from somewhere else than the site's folder, the files cannot be looked at: no refusal.
  return looked ? IMAGE_CHECK_MESSAGES.notOnSite : null;
}

/**
 * Asks the marketplace for the picture, bounded by `timeoutMs`. Only an answer counts against
 * the address: offline, refused or slow, the picture cannot be checked now, and the save goes on.
 */
async function checkRemotePicture(src: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<string | null> {
  let response: Response;
  try {
    response = await fetchImpl(src, {
      redirect: "manual",
      headers: { accept: "image/*" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return null;
  }
  // Only the status and the type are needed.
  await response.body?.cancel().catch(() => {});
  if (response.status === 404 || response.status === 410) return IMAGE_CHECK_MESSAGES.gone;
  if (response.ok && !/^image\//i.test(response.headers.get("content-type") ?? "")) return IMAGE_CHECK_MESSAGES.notPicture;
  return null;
}

/** The refusal for an image address the schema has already accepted, or null to save it. */
export async function checkProductImage(src: string, options: ImageCheckOptions = {}): Promise<string | null> {
  if (isSitePath(src)) return checkSitePicture(src, options.siteFolders ?? siteFolders());
  if (!options.remoteTimeoutMs) return null;
  return checkRemotePicture(src, options.remoteTimeoutMs, options.fetch ?? fetch);
}
