import { cardSlug, renderProductCard } from "~/db/seed/product-card-svg";
import { SEED_REVIEWS } from "~/db/seed/product-reviews-data";
import { SEED_PRODUCTS } from "~/db/seed/products-data";

/** Every seeded product's card: its file name and SVG text. */
export function seedCards(): Array<{ file: string; svg: string }> {
  const indexes = new Map<string, number>();
  return SEED_PRODUCTS.map((p) => {
    const index = indexes.get(p.category) ?? 0;
    indexes.set(p.category, index + 1);
    const review = SEED_REVIEWS[p.name];
    if (!review) throw new Error(`No seed review for "${p.name}"`);
    return {
      file: `${cardSlug(p.name)}.svg`,
      svg: renderProductCard({
        category: p.category,
        brand: review.brand,
        model: review.cardModel,
        specs: review.specs.slice(0, 3).map(([, value]) => value),
        index,
      }),
    };
  });
}
