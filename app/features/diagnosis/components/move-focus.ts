/** Smooth scrolling, unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Brings the first heading inside `container` to the top and gives it the focus, so a keyboard
 * or screen-reader visitor lands where a sighted one looks (made focusable by script only).
 */
export function focusFirstHeading(container: HTMLElement | null): void {
  const heading = container?.querySelector<HTMLElement>("h2, h3") ?? container;
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  heading.scrollIntoView?.({ behavior: scrollBehavior(), block: "start" });
  heading.focus({ preventScroll: true });
}
