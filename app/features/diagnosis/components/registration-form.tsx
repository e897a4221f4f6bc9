import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import { Button } from "~/components/ui/button";
import { Banner, FormField, controlProps } from "~/components/ui/form-field";
import { notify } from "~/lib/toast.client";

import {
  EMAIL_MAX,
  MESSAGES,
  NAME_MAX,
  PHONE_MAX,
  collectFieldErrors,
  createVisitorInfo,
  type FieldErrors,
  type RegistrationAnswer,
  type VisitorInfo,
} from "../rules";
import { loadSchema, loadedSchema, preloadSchema } from "../load-schema";
import { saveVisitorInfo } from "../visitor-storage.client";

type Field = "name" | "email" | "phone";
const FIELD_ORDER: Field[] = ["name", "email", "phone"];

export const SCHEMA_UNAVAILABLE_MESSAGE =
  "We couldn't load part of this form. Please check your connection and press the button again.";

export const STORAGE_BLOCKED_MESSAGE =
  "Your browser did not let us keep your details for this visit. Please allow site data for this site and try again.";

/**
 * The /contact registration: validates with the shared schema, keeps the info for this tab, then
 * moves on. It posts to /contact, so a browser that sends it before the script runs, or without
 * script, never puts what was typed into the address bar; `answer` is the server's reply to such
 * a post, which the page then finishes as the script would have.
 */
export function RegistrationForm({
  onRegistered,
  save = saveVisitorInfo,
  answer,
}: {
  onRegistered: (info: VisitorInfo) => void;
  save?: (info: VisitorInfo) => boolean;
  answer?: RegistrationAnswer;
}) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors<Field>>(answer && "errors" in answer ? answer.errors : {});
  const [formError, setFormError] = useState("");
  const typed = answer ? ("registered" in answer ? answer.registered : answer.values) : undefined;
  const registered = answer && "registered" in answer ? answer.registered : undefined;

  // Posted before the script ran: keep the info and move on, as a submit with script does (once per answer).
  const finished = useRef<VisitorInfo | undefined>(undefined);
  useEffect(() => {
    if (!registered || finished.current === registered) return;
    finished.current = registered;
    if (!save(registered)) {
      setFormError(STORAGE_BLOCKED_MESSAGE);
      return;
    }
    void notify("success", MESSAGES.saved);
    onRegistered(registered);
  }, [registered, save, onRegistered]);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    let schemas;
    try {
      schemas = loadedSchema() ?? (await loadSchema());
    } catch {
      // The form's checks could not be downloaded (offline, or the site was updated meanwhile).
      setFormError(SCHEMA_UNAVAILABLE_MESSAGE);
      return;
    }
    const parsed = schemas.RegistrationSchema.safeParse({
      name: String(data.get("name") ?? ""),
      email: String(data.get("email") ?? ""),
      phone: String(data.get("phone") ?? ""),
    });
    if (!parsed.success) {
      const next = collectFieldErrors<Field>(parsed.error);
      setErrors(next);
      setFormError("");
      const first = FIELD_ORDER.find((f) => next[f]);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    const info = createVisitorInfo(parsed.data);
    if (!save(info)) {
      setFormError(STORAGE_BLOCKED_MESSAGE);
      return;
    }
    setFormError("");
    void notify("success", MESSAGES.saved);
    onRegistered(info);
  }

  const field = (
    name: Field,
    label: string,
    props: { type: string; autoComplete: string; maxLength: number; required?: boolean },
  ) => {
    const fieldId = `${id}-${name}`;
    return (
      <FormField id={fieldId} label={label} required={props.required} optional={!props.required} error={errors[name]} errorAlert>
        <input
          ref={refs[name]}
          {...controlProps(fieldId, { error: errors[name] })}
          name={name}
          defaultValue={typed?.[name]}
          {...props}
        />
      </FormField>
    );
  };

  return (
    <form
      method="post"
      action="/contact"
      noValidate
      onSubmit={handleSubmit}
      onFocus={preloadSchema}
      aria-labelledby={`${id}-title`}
      className="space-y-5"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Start your free diagnosis
      </h2>
      <p className="text-slate-700">Name and email are required; a phone number is optional.</p>
      {field("name", "Name", { type: "text", autoComplete: "name", maxLength: NAME_MAX, required: true })}
      {field("email", "Email", { type: "email", autoComplete: "email", maxLength: EMAIL_MAX, required: true })}
      {field("phone", "Phone", { type: "tel", autoComplete: "tel", maxLength: PHONE_MAX })}
      {formError && <Banner tone="error">{formError}</Banner>}
      {registered && !formError && <Banner tone="success">{MESSAGES.saved}</Banner>}
      <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto">
        Continue to Diagnosis
      </Button>
    </form>
  );
}
