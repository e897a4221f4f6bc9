/** The accountant's file's date range, from the dashboard's form; safe in the browser. */
import { z } from "zod";

/** The longest range one file covers. */
export const MONEY_CSV_MAX_YEARS = 5;

const isCalendarDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const day = (name: string) =>
  z
    .string({ message: `Give the ${name} date as ${name === "first" ? "from" : "to"}=YYYY-MM-DD.` })
    // A date that is not one stops here, so the range is not compared with it.
    .refine(isCalendarDate, {
      message: `The ${name} date must be a real date written YYYY-MM-DD, such as 2026-01-31.`,
      abort: true,
    });

/** `date` (YYYY-MM-DD) `years` calendar years later; 29 February becomes 1 March. */
function yearsLater(date: string, years: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * Two shop-local dates, both included: `from` on or before `to`, and less than
 * MONEY_CSV_MAX_YEARS years apart.
 */
export const MoneyCsvRangeSchema = z
  .object({ from: day("first"), to: day("last") })
  .refine((r) => r.from <= r.to, { message: "The first date must be on or before the last date.", path: ["to"] })
  .refine((r) => r.to < yearsLater(r.from, MONEY_CSV_MAX_YEARS), {
    message: `One file covers at most ${MONEY_CSV_MAX_YEARS} years: choose a shorter range.`,
    path: ["to"],
  });

export type MoneyCsvRange = z.infer<typeof MoneyCsvRangeSchema>;
