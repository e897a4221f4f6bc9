import { type ComponentType, useEffect, useRef, useState } from "react";
import type { ToasterProps } from "sonner";

import { setToasterHost, TOASTER_PROPS } from "~/lib/toast.client";

/** How long the first toast waits after the Toaster (and its live region) appeared. */
export const LIVE_REGION_SETTLE_MS = 150;

/**
 * Where sonner's Toaster goes, in the root layout of every hydrating page. It mounts with the
 * first toast (notify loads sonner and hands the Toaster over here), not with the page: most
 * visits never toast, and loading sonner and its stylesheet right after hydration cost every
 * hydrating page a download, a style recalculation and a render while it was still starting up.
 */
export function ToasterSlot() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const mounted = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    let shown: Promise<void> | undefined;
    setToasterHost((loaded) => {
      shown ??= new Promise<void>((resolve) => {
        mounted.current = resolve;
        setToaster(() => loaded);
      });
      return shown;
    });
    return () => setToasterHost(undefined);
  }, []);
  useEffect(() => {
    if (!Toaster) return;
    // The Toaster's polite live region is now in the page. The first toast waits a moment more,
    // so that assistive technology knows the region before anything is said in it: a live region
    // inserted together with its first message is often not announced.
    const timer = setTimeout(() => mounted.current?.(), LIVE_REGION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [Toaster]);
  return Toaster ? <Toaster {...TOASTER_PROPS} /> : null;
}
