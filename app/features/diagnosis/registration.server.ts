import { collectFieldErrors, createVisitorInfo, type RegistrationAnswer, type RegistrationField } from "./rules";
import { RegistrationSchema } from "./schema";

/**
 * Reads a registration the browser posted itself (no script yet, or none at all) by the same
 * schema and messages as the form's own check. Nothing is stored or logged: the info lives in
 * the visitor's browser only, as with script.
 */
export function readRegistrationForm(form: FormData, now: Date = new Date()): RegistrationAnswer {
  const text = (key: RegistrationField) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const values = { name: text("name"), email: text("email"), phone: text("phone") };
  const parsed = RegistrationSchema.safeParse(values);
  if (!parsed.success) return { errors: collectFieldErrors<RegistrationField>(parsed.error), values };
  return { registered: createVisitorInfo(parsed.data, now) };
}
