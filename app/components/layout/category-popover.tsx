import { Popover } from "radix-ui";
import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { ShoppingBag } from "~/components/ui/icons/shopping-bag";
import { CATEGORIES } from "~/content/navigation";

/** The Tech Center's green "Shop by Category" popover: one link per category listing. */
export default function CategoryPopover({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={buttonClass("accent", "lg")}>
        <ShoppingBag size={20} />
        Shop by Category
      </Popover.Trigger>
      <Popover.Content
        sideOffset={8}
        align="start"
        aria-label="Product categories"
        className="z-50 w-[min(92vw,26rem)] rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-2xl"
      >
        <ul className="grid gap-1">
          {CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Popover.Close asChild>
                <Link
                  to={`/products/${c.slug}`}
                  className="hover:bg-brand-50 focus-visible:bg-brand-50 block rounded-lg px-3 py-2"
                >
                  <span className="block font-semibold text-slate-900">{c.label}</span>
                  <span className="block text-sm text-slate-700">{c.description}</span>
                </Link>
              </Popover.Close>
            </li>
          ))}
        </ul>
      </Popover.Content>
    </Popover.Root>
  );
}
