import {
  COMPONENT_PRICE_GROUPS,
  type ApiComponent,
  type MotherboardComponentsResponse,
  type MotherboardModelEntry,
} from "./schema";

// Checks on what our own API sends back, written out by hand rather than with zod so the
// browser bundle of the motherboard pages stays small; the server's input is checked with zod.

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isModelEntry(value: unknown): value is MotherboardModelEntry {
  return (
    isObject(value) &&
    typeof value.model === "string" &&
    typeof value.name === "string" &&
    Number.isInteger(value.componentCount) &&
    (value.componentCount as number) >= 0
  );
}

function isApiComponent(value: unknown): value is ApiComponent {
  return (
    isObject(value) &&
    Number.isInteger(value.id) &&
    typeof value.name === "string" &&
    typeof value.description === "string" &&
    typeof value.price === "string" &&
    typeof value.image_src === "string" &&
    typeof value.affiliate_link === "string" &&
    (value.rating === null || (typeof value.rating === "number" && Number.isFinite(value.rating))) &&
    typeof value.text_snippet === "string"
  );
}

export function isModelList(value: unknown): value is MotherboardModelEntry[] {
  return Array.isArray(value) && value.every(isModelEntry);
}

export function isComponentsResponse(value: unknown): value is MotherboardComponentsResponse {
  return (
    isObject(value) &&
    COMPONENT_PRICE_GROUPS.every((tier) => Array.isArray(value[tier]) && (value[tier] as unknown[]).every(isApiComponent))
  );
}

/** A body with an error field is a failure. Returns that error, or undefined. */
export function readApiError(value: unknown): string | undefined {
  if (!isObject(value) || value.error === undefined || value.error === null) return undefined;
  return String(value.error);
}
