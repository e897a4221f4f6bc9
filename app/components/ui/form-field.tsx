import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

/** The look of every text box, select and textarea; a field in error gets a red border. */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/40 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-700";

/** One choice of a radio group drawn as a box: the label wraps its radio and shows it checked. */
export const choiceClass =
  "has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-brand-700/40 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 has-[:focus-visible]:ring-2";

/** aria-describedby for a control with an optional hint and error. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string | null }): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/**
 * The props every text box, select and textarea of a FormField takes: its id, inputClass, and
 * aria-invalid and aria-describedby from its error and whether it has a hint.
 */
export function controlProps(id: string, { hint, error }: { hint?: boolean; error?: string | null }) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, { hint, error }),
    className: inputClass,
  };
}

/** The hint of the field `id`, as `${id}-hint` (for a control's aria-describedby). */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="text-sm text-slate-700">
      {children}
    </p>
  );
}

/**
 * The message of the field `id` in error, as `${id}-error` (for a control's aria-describedby);
 * nothing without one. `alert` announces it as it appears; `keep` leaves the (empty) alert in
 * place while there is no message, holding its line, so the message is announced the moment it
 * comes.
 */
export function FieldError({ id, error, alert, keep }: { id: string; error?: string | null; alert?: boolean; keep?: boolean }) {
  if (!error && !keep) return null;
  return (
    <p
      id={`${id}-error`}
      role={alert ? "alert" : undefined}
      className={cn("mt-1 text-sm font-medium text-red-800", keep && "min-h-6")}
    >
      {error}
    </p>
  );
}

export type FieldLayout = "stacked" | "check" | "group";
export type FieldLabel = "normal" | "large" | "hidden";

const LABEL_STYLES: Record<FieldLabel, string> = {
  normal: "font-semibold text-slate-900",
  large: "text-lg font-bold text-slate-900",
  hidden: "sr-only",
};

/**
 * A field: its label, hint, control and error. The caller's control takes `id` (except in a
 * group), and aria-invalid and aria-describedby (see `describedBy`).
 *
 * - "stacked" (the default): the label above the control.
 * - "check": a checkbox, drawn inside its label; the hint and the error under it.
 * - "group": a fieldset of radios (or of other fields) under a legend; the fieldset itself
 *   takes aria-invalid and aria-describedby.
 *
 * `required` marks the label with an asterisk (hidden from screen readers, which hear the
 * control's `required`); `optional` adds "(optional)".
 */
export function FormField({
  id,
  label,
  required,
  optional,
  hint,
  error,
  errorAlert,
  keepError,
  layout = "stacked",
  labelStyle = "normal",
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /** Announce the error as it appears (for forms checked in the browser, without a summary). */
  errorAlert?: boolean;
  /** Keep the error's (empty) alert in place while there is none (see FieldError). */
  keepError?: boolean;
  layout?: FieldLayout;
  labelStyle?: FieldLabel;
  className?: string;
  children: ReactNode;
}) {
  const text = (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      )}
      {optional && <span className="font-normal text-slate-700"> (optional)</span>}
    </>
  );
  const hintNode = hint ? <FieldHint id={id}>{hint}</FieldHint> : null;
  const errorNode = <FieldError id={id} error={error} alert={errorAlert} keep={keepError} />;

  if (layout === "group") {
    return (
      <fieldset
        className={cn("min-w-0", className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
      >
        <legend className={LABEL_STYLES[labelStyle]}>{text}</legend>
        {hintNode}
        {children}
        {errorNode}
      </fieldset>
    );
  }
  if (layout === "check") {
    return (
      <div className={cn("min-w-0", className)}>
        <label htmlFor={id} className={cn("inline-flex min-h-11 items-center gap-3", LABEL_STYLES[labelStyle])}>
          {children}
          {text}
        </label>
        {hintNode}
        {errorNode}
      </div>
    );
  }
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className={cn("block", LABEL_STYLES[labelStyle])}>
        {text}
      </label>
      {hintNode}
      {children}
      {errorNode}
    </div>
  );
}

export type BannerTone = "error" | "success" | "warning";

const BANNER_TONES: Record<BannerTone, string> = {
  error: "bg-red-50 text-red-900 ring-red-300",
  success: "bg-green-50 text-green-900 ring-green-300",
  warning: "bg-amber-50 text-amber-950 ring-amber-300",
};

/**
 * A form's (or a page's) message: an error, a success or a warning. Rendered with nothing to
 * say, it is an empty live region (no box, no room taken), so a banner rendered all along is
 * announced the moment its message appears. An error or a warning is an alert and a success a
 * status, unless `role` says otherwise. With a `title` (such as "Error"), the title goes in bold
 * above the message. `className` (a margin, say) applies only while there is a message.
 */
export function Banner({
  tone,
  role = tone === "success" ? "status" : "alert",
  id,
  title,
  className,
  children,
}: {
  tone: BannerTone;
  role?: "alert" | "status";
  id?: string;
  title?: string;
  className?: string;
  children?: ReactNode;
}) {
  const shown = children !== null && children !== undefined && children !== false && children !== "";
  return (
    <div
      id={id}
      role={role}
      className={shown ? cn(className, "rounded-lg p-4 ring-1", BANNER_TONES[tone], !title && "font-medium") : undefined}
    >
      {shown && title ? (
        <>
          <p className="font-bold">{title}</p>
          <p>{children}</p>
        </>
      ) : (
        children
      )}
    </div>
  );
}
