import * as z from "zod/mini";

export const LoginSchema = z.object({
  email: z
    .string({ error: "Enter your e-mail address" })
    .check(z.trim(), z.minLength(1, "Enter your e-mail address"), z.maxLength(254, "That e-mail address is too long")),
  password: z
    .string({ error: "Enter your password" })
    .check(z.minLength(1, "Enter your password"), z.maxLength(200, "That password is too long")),
  redirectTo: z.optional(z.string().check(z.maxLength(500))),
});

export const CodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your app, or a recovery code" })
    .check(
      z.trim(),
      z.minLength(1, "Enter the 6-digit code from your app, or a recovery code"),
      z.maxLength(40, "That code is too long"),
    ),
  redirectTo: z.optional(z.string().check(z.maxLength(500))),
});

/** A new password, typed twice: chosen on an invitation or reset link, or on the account page. */
export const NewPasswordSchema = z
  .object({
    password: z
      .string({ error: "Choose a password" })
      .check(z.minLength(12, "Use at least 12 characters"), z.maxLength(200, "That password is too long")),
    confirm: z.string({ error: "Type the password again" }),
  })
  .check(z.refine((v) => v.password === v.confirm, { message: "The two passwords are not the same", path: ["confirm"] }));

export const LOGIN_MESSAGES = {
  wrongPassword: "That e-mail and password do not match an account.",
  tooMany: "Too many failed sign-ins from your address or for this account. Please wait 15 minutes and try again.",
  crossSite: "This sign-in form must be sent from this site.",
  busy: "Too many sign-ins are being checked right now. Please try again in a few seconds.",
  wrongCode: "That code is not right, or was already used.",
  inactive: "This account is switched off. Ask the owner to turn it back on.",
  tooManyCodes: "Too many wrong codes. Please wait 15 minutes and try again.",
} as const;
