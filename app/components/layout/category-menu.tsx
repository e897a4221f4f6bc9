import { lazy, Suspense, useState } from "react";

import { buttonClass } from "~/components/ui/button";
import { ShoppingBag } from "~/components/ui/icons/shopping-bag";

const loadPopover = () => import("./category-popover");
const CategoryPopover = lazy(loadPopover);

/**
 * The popover code (Radix + positioning) loads when the visitor shows intent (hover,
 * focus, click), not on every visit to the page, which keeps first-visit JS small.
 */
export function CategoryMenu() {
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState(false);

  const placeholder = (busy: boolean) => (
    <button
      type="button"
      className={buttonClass("accent", "lg")}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => {
        setActivated(true);
        setOpen(true);
      }}
    >
      <ShoppingBag size={20} />
      Shop by Category
    </button>
  );

  if (!activated) return placeholder(false);
  return (
    <Suspense fallback={placeholder(true)}>
      <CategoryPopover open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
