import { Phone } from "lucide-react";
import { useState } from "react";

import { telHref } from "~/content/business";
import { cn } from "~/lib/cn";

/** The phone number stays hidden behind a button until the visitor asks for it. */
export function ShowNumber({ phone, className, tone = "dark" }: { phone: string; className?: string; tone?: "dark" | "light" }) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <a
        href={telHref(phone)}
        className={cn("inline-flex items-center gap-2 font-semibold underline underline-offset-2", className)}
        aria-live="polite"
      >
        <Phone aria-hidden="true" size={16} />
        {phone}
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setShown(true)}
      className={cn(
        "inline-flex min-h-9 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold",
        tone === "dark"
          ? "bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20"
          : "bg-brand-700 hover:bg-brand-800 text-white",
        className,
      )}
    >
      <Phone aria-hidden="true" size={16} />
      Show Number
    </button>
  );
}
