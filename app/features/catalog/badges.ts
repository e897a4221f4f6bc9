import type { PriceTier } from "./categories";

export const EDITORS_CHOICE = "Editor's Choice";
export const BEST_VALUE = "Best Value";
export const PERFORMANCE_KING = "Performance King";

/** Rank 0 is Editor's Choice; a budget tier adds Best Value; a premium tier adds Performance King. */
export function getBadges(rank: number, priceTier: PriceTier | string): string[] {
  const badges: string[] = [];
  if (rank === 0) badges.push(EDITORS_CHOICE);
  if (priceTier === "budget") badges.push(BEST_VALUE);
  if (priceTier === "premium") badges.push(PERFORMANCE_KING);
  return badges;
}

/** The collapsed card shows only the first badge; the expanded one shows it in the header and the rest aside. */
export function splitBadges(badges: string[]): { first: string | undefined; rest: string[] } {
  return { first: badges[0], rest: badges.slice(1) };
}
