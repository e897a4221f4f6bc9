import { z } from "zod";

export const LoginSchema = z.object({
  password: z
    .string({ error: "Enter the admin password" })
    .min(1, "Enter the admin password")
    .max(200, "That password is too long"),
  redirectTo: z.string().max(500).optional(),
});

export const LOGIN_MESSAGES = {
  wrongPassword: "That password is not correct.",
  tooMany: "Too many failed sign-ins from your address. Please wait 15 minutes and try again.",
  crossSite: "This sign-in form must be sent from this site.",
} as const;
