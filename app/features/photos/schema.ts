import { z } from "zod";

/** The ticket page's photo buttons, each its form's `intent`. */
export const PHOTO_INTENTS = ["photoLink", "deletePhoto"] as const;
export type PhotoIntent = (typeof PHOTO_INTENTS)[number];

export function isPhotoIntent(value: unknown): value is PhotoIntent {
  return typeof value === "string" && (PHOTO_INTENTS as readonly string[]).includes(value);
}

/** A photo's Delete button: the photo's id. */
export const DeletePhotoSchema = z.object({
  photoId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647),
});

/** What the phone's page knows when it opens: the ticket's number and what the link still takes, or why it takes nothing. */
export type PhotoPageState =
  { open: true; ticketNumber: string; left: number; expiresAt: string } | { open: false; message: string };
