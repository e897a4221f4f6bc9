import { PUBLIC_PAGES, type PageFreshness } from "~/content/public-pages";
import { getDb } from "~/db/index.server";
import { lastChangedByCategory } from "~/features/catalog/products.server";
import { motherboardsLastChanged } from "~/features/motherboards/catalog.server";
import { getConfig } from "~/lib/config.server";
import { errorFields, log } from "~/lib/log.server";
import { buildSitemapXml } from "~/lib/sitemap";
import { refuseWriteToFile } from "~/lib/http/request.server";

const FAILED = Symbol("read failed");

/** A failed read leaves those pages without <lastmod> rather than failing the whole sitemap. */
async function orFailed<T>(what: string, read: Promise<T>): Promise<T | typeof FAILED> {
  try {
    return await read;
  } catch (error) {
    log("error", `sitemap could not read ${what}`, errorFields(error));
    return FAILED;
  }
}

export async function loader() {
  const { SITE_URL } = getConfig();
  const db = getDb();
  const [catalog, motherboards] = await Promise.all([
    orFailed("the catalog's dates", lastChangedByCategory(db)),
    orFailed("the motherboards' date", motherboardsLastChanged(db)),
  ]);
  const failed = catalog === FAILED || motherboards === FAILED;
  const byCategory = catalog === FAILED ? new Map<string, string>() : catalog;
  const newestProduct = [...byCategory.values()].reduce<string | null>((a, b) => (a && a > b ? a : b), null);
  const lastmodOf = (f: PageFreshness): string | null | undefined => {
    if ("content" in f) return f.content;
    if ("catalog" in f) return f.catalog === "all" ? newestProduct : byCategory.get(f.catalog);
    return motherboards === FAILED ? null : motherboards;
  };

  const xml = buildSitemapXml(
    PUBLIC_PAGES.map((p) => ({
      loc: SITE_URL + p.path,
      lastmod: lastmodOf(p.freshness),
      changefreq: p.changefreq,
      priority: p.priority,
    })),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // A sitemap missing dates after a failed read is not kept anywhere.
      "Cache-Control": failed ? "no-store" : "public, max-age=3600",
    },
  });
}

export const action = refuseWriteToFile;
