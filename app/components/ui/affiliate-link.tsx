import type { ComponentProps, MouseEvent } from "react";

import { AFFILIATE_REL, isMarketplaceUrl } from "~/lib/affiliate";

export const CLICK_BEACON_URL = "/api/affiliate-click.php";

export interface ClickTarget {
  kind: "product" | "component";
  id: number | string;
}

function sendClickBeacon(track: ClickTarget) {
  const id = Number(track.id);
  if (!Number.isInteger(id) || id <= 0 || typeof navigator === "undefined" || !navigator.sendBeacon) return;
  navigator.sendBeacon(CLICK_BEACON_URL, new Blob([JSON.stringify({ kind: track.kind, id })], { type: "application/json" }));
}

/**
 * Every outbound marketplace link goes through this: new tab, sponsored rel, and only links to
 * the marketplace itself (anything else renders as plain text, never a link). With `track`, following the link
 * counts one click for that item (no visitor data is sent or kept).
 */
export function AffiliateLink({
  href,
  children,
  track,
  onClick,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & { href: string; track?: ClickTarget }) {
  if (!isMarketplaceUrl(href)) return <span className={props.className}>{children}</span>;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (track) sendClickBeacon(track);
  };
  return (
    <a
      href={href}
      target="_blank"
      rel={AFFILIATE_REL}
      onClick={handleClick}
      onAuxClick={(event) => event.button === 1 && handleClick(event)}
      {...props}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
