import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/40 aria-[invalid=true]:border-red-700";

/** A label, the control and its error; the control gets `id`, aria-invalid and aria-describedby from the caller. */
export function FormField({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby for a control with an optional hint and error. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string }): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/**
 * The admin form's "Error" banner. The alert region stays mounted while empty so a screen
 * reader announces the message the moment it appears.
 */
export function ErrorBanner({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? "rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-300" : undefined}>
      {message && (
        <>
          <p className="font-bold">Error</p>
          <p>{message}</p>
        </>
      )}
    </div>
  );
}
