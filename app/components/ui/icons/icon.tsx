// Inline SVG icons with lucide-react 1.75.0's path data (ISC licence), so an icon costs a few
// bytes of markup in the chunk that uses it instead of the icon runtime. Each is decorative
// (aria-hidden): what it means is said in text beside it. One file per icon, imported from its
// own file (no index re-exporting them all), so a page's bundle, and the shell chunk the build
// makes of everything the root layout imports (vite.config.ts), hold only the icons they draw.
// Add one by copying its node data from lucide-react's dist/esm/icons/<name>.mjs.
import type { ReactNode, SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number | string };

/** The frame every icon shares: lucide's 24 × 24 stroked outline, decorative (aria-hidden). */
export function icon({ size = 24, ...props }: IconProps, children: ReactNode) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
