import { SIGNATURE_BOX } from "~/lib/signature-path";

/**
 * A stored signature drawn again: its path data (checked against the signature grammar on the
 * server) as one stroked path in the box it was drawn in, scaled to the width it is given.
 */
export function SignatureImage({ path, label, className }: { path: string; label: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}`}
      className={className}
      data-testid="signature"
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
