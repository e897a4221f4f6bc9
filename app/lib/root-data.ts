import { useRouteLoaderData } from "react-router";

import { DEFAULT_BUSINESS, type BusinessInfo } from "~/content/business";

export interface RootData {
  business: BusinessInfo;
  siteUrl: string;
  year: number;
  /** The shop's IANA time zone (SHOP_TIMEZONE): every date and time a page shows is written in it. */
  timeZone: string;
}

// An error page drawn before the root loader ran shows no shop times; UTC is only a safe value.
const FALLBACK: RootData = { business: DEFAULT_BUSINESS, siteUrl: "", year: new Date().getFullYear(), timeZone: "UTC" };

/** The root loader's data, with defaults for error pages rendered before it ran. */
export function useRootData(): RootData {
  return (useRouteLoaderData("root") as RootData | undefined) ?? FALLBACK;
}

/** The same inside a route's `meta` function. */
export function rootDataFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData {
  const root = matches.find((m) => m?.id === "root");
  return (root?.data as RootData | undefined) ?? FALLBACK;
}
