import { ChevronDown } from "~/components/ui/icons/chevron-down";
import { Phone } from "~/components/ui/icons/phone";
import { telHref } from "~/content/business";
import { cn } from "~/lib/cn";

/**
 * The phone number stays hidden until the visitor asks for it: a native disclosure
 * (<details>), so it opens by click, Enter or Space with or without JavaScript, and screen
 * readers hear it as a collapsed/expanded button. Opened, it shows the number as a tel: link.
 */
export function ShowNumber({ phone, className, tone = "dark" }: { phone: string; className?: string; tone?: "dark" | "light" }) {
  return (
    <details className={cn("group", className)}>
      <summary
        className={cn(
          "inline-flex min-h-9 cursor-pointer list-none items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold [&::-webkit-details-marker]:hidden",
          tone === "dark"
            ? "bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20"
            : "bg-brand-700 hover:bg-brand-800 text-white",
        )}
      >
        <Phone size={16} />
        <span className="group-open:hidden">Show Number</span>
        <span className="hidden group-open:inline">Hide Number</span>
        <ChevronDown size={16} className="transition-transform group-open:rotate-180" />
      </summary>
      <a href={telHref(phone)} className="mt-2 inline-flex min-h-9 items-center gap-2 font-semibold underline underline-offset-2">
        <Phone size={16} />
        {phone}
      </a>
    </details>
  );
}
