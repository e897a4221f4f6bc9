import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Closes a popover menu when a hydrated page follows one of its links in the browser: there is
 * no page load to close it. Only on a change of page, not at hydration, when the visitor may
 * have just opened the menu.
 */
export function useCloseOnNavigation(menuRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    menuRef.current?.hidePopover?.();
  }, [pathname, menuRef]);
}
