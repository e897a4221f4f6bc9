import * as z from "zod/mini";

export const LoginSchema = z.object({
  password: z
    .string({ error: "Enter the admin password" })
    .check(z.minLength(1, "Enter the admin password"), z.maxLength(200, "That password is too long")),
  redirectTo: z.optional(z.string().check(z.maxLength(500))),
});

export const LOGIN_MESSAGES = {
  wrongPassword: "That password is not correct.",
  tooMany: "Too many failed sign-ins from your address. Please wait 15 minutes and try again.",
  crossSite: "This sign-in form must be sent from this site.",
  busy: "Too many sign-ins are being checked right now. Please try again in a few seconds.",
} as const;
