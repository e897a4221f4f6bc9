import type { CategorySlug, EditorialById } from "~/features/catalog";

/** One product as the admin's overview lists it. */
export interface OverviewItem {
  id: number;
  category: CategorySlug;
  categoryLabel: string;
  name: string;
  price: string;
  /** "Nov 23, 2026", or undefined when the price was never checked. */
  priceCheckedOn: string | undefined;
  /** The price was last checked more than a week ago (or never). */
  priceStale: boolean;
  /** The link opens a marketplace search, not the product's own page. */
  searchLink: boolean;
  /** The product has no review of its own, so its review page shows the rank's canned text. */
  cannedReview: boolean;
}

export interface CatalogOverview {
  editorial: EditorialById;
  items: OverviewItem[];
}
