import { z } from "zod";

/** The `motherboard_model` query parameter of the components API. */
export const MotherboardModelParamSchema = z
  .string()
  .trim()
  .min(1, "Missing required parameter: motherboard_model")
  .max(64, "motherboard_model is too long")
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, "motherboard_model may contain only letters, digits and dashes");
