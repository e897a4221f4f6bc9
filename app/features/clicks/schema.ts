import { z } from "zod";

/** What a marketplace link can point from: a catalog product or a motherboard component. */
export const CLICK_KINDS = ["product", "component"] as const;
export type ClickKind = (typeof CLICK_KINDS)[number];

export const ClickSchema = z.object({
  kind: z.enum(CLICK_KINDS, { error: "kind: must be product or component" }),
  id: z.coerce
    .number({ error: "id: must be a number" })
    .int("id: must be a whole number")
    .min(1, "id: must be positive")
    .max(2_147_483_647, "id: too large"),
});
export type Click = z.infer<typeof ClickSchema>;
