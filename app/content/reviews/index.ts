import { HARD_DRIVE_REVIEWS } from "./hard-drives";
import { KEYBOARD_REVIEWS } from "./keyboards";
import { LAPTOP_REVIEWS } from "./laptops";
import { MEMORY_REVIEWS } from "./memory";
import { MICE_REVIEWS } from "./mice";
import { MONITOR_REVIEWS } from "./monitors";
import type { ReviewPageContent } from "./types";

export type { CannedReview, ReviewPageContent } from "./types";

/** Keyed by category slug (laptops, hard-drives, monitors, keyboards, mice, memory). */
export const REVIEW_PAGES: Record<"laptops" | "hard-drives" | "monitors" | "keyboards" | "mice" | "memory", ReviewPageContent> = {
  laptops: LAPTOP_REVIEWS,
  "hard-drives": HARD_DRIVE_REVIEWS,
  monitors: MONITOR_REVIEWS,
  keyboards: KEYBOARD_REVIEWS,
  mice: MICE_REVIEWS,
  memory: MEMORY_REVIEWS,
};
