import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";

import { setToasterHost, TOASTER_PROPS } from "~/lib/toast.client";

/**
 * Where sonner's Toaster goes, in the root layout of every hydrating page. It mounts with the
 * first toast (notify loads sonner and hands the Toaster over here), not with the page: most
 * visits never toast, and loading sonner and its stylesheet right after hydration cost every
 * hydrating page a download, a style recalculation and a render while it was still starting up.
 */
export function ToasterSlot() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    setToasterHost((loaded) => setToaster(() => loaded));
    return () => setToasterHost(undefined);
  }, []);
  return Toaster ? <Toaster {...TOASTER_PROPS} /> : null;
}
