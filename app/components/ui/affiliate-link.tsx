import type { ComponentProps } from "react";

import { AFFILIATE_REL, isHttpUrl } from "~/lib/affiliate";

/**
 * Every outbound marketplace link goes through this: new tab, sponsored rel, and
 * only http(s) targets (anything else renders as plain text, never a link).
 */
export function AffiliateLink({ href, children, ...props }: Omit<ComponentProps<"a">, "target" | "rel"> & { href: string }) {
  if (!isHttpUrl(href)) return <span className={props.className}>{children}</span>;
  return (
    <a href={href} target="_blank" rel={AFFILIATE_REL} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
