import type { UIMatch } from "react-router";

/**
 * The route handle of a page that needs no script: the server renders it without
 * <Scripts/> (no module preloads, no hydration data, no scroll-restoration script), so the
 * browser downloads and runs no JavaScript for it. Everything such a page offers must work
 * in plain HTML: links, <details> disclosures and popover menus. See decision 016.
 */
export const STATIC_PAGE = { hydrate: false } as const;

type StaticHandle = { hydrate?: unknown };

/**
 * True when the page being rendered is a static one: the deepest match's handle says so.
 * Only the leaf decides, so a static page inside a hydrating layout stays static and a
 * hydrating page never loses its script because a parent is marked.
 */
export function isStaticPage(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  const leaf = matches.at(-1);
  return (leaf?.handle as StaticHandle | undefined)?.hydrate === false;
}
