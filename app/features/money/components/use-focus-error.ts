import { useEffect, useRef } from "react";

/**
 * A refused form moves the keyboard to its first field in error (its summary banner has already
 * been announced), in the order the fields are drawn.
 */
export function useFocusFirstError(failed: unknown, fieldErrors: Record<string, string | undefined> | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!failed || !fieldErrors) return;
    const form = formRef.current;
    if (!form) return;
    const names = new Set(Object.keys(fieldErrors).filter((name) => fieldErrors[name]));
    const first = Array.from(form.elements).find(
      (el): el is HTMLElement => el instanceof HTMLElement && names.has(el.getAttribute("name") ?? ""),
    );
    first?.focus();
  }, [failed, fieldErrors]);
  return formRef;
}
