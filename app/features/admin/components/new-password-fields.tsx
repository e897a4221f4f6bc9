import { FormField, controlProps } from "~/components/ui/form-field";

/**
 * A new password typed twice, as NewPasswordSchema reads it (`password`, `confirm`), with the
 * account's e-mail as a hidden username so a password manager files it under the right name.
 */
export function NewPasswordFields({ email, errors }: { email: string; errors: Record<string, string | undefined> }) {
  return (
    <>
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <FormField id="password" label="New password (12 characters or more)" error={errors.password} errorAlert>
        <input
          {...controlProps("password", { error: errors.password })}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={200}
        />
      </FormField>
      <FormField id="confirm" label="The same password again" error={errors.confirm} errorAlert>
        <input
          {...controlProps("confirm", { error: errors.confirm })}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
        />
      </FormField>
    </>
  );
}
