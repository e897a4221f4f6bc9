import type { ColumnType, Generated } from "kysely";

/**
 * Every table the app knows. Each feature adds its own table interface here
 * and the matching migration under ./migrations.
 */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: ColumnType<string, string | undefined, string>;
}

/**
 * The product catalog (issue 3). Money is integer cents; features is a JSON array of
 * strings; sort_position orders a category and sets the review rank (0 first).
 */
export interface ProductsTable {
  id: Generated<number>;
  category: string;
  name: string;
  description: string;
  price_cents: number | null;
  image_src: string;
  affiliate_link: string;
  asin: string | null;
  /** Editorial rating 0-5 with one decimal; null when the site has not rated it. */
  rating: number | null;
  text_snippet: string;
  features: string;
  price_tier: string;
  model_number: string;
  sort_position: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
  products: ProductsTable;
}

export type Id = Generated<number>;
