/** What the shop notes when it takes a device in, and what it hands back; safe in the browser. */

/** The condition boxes of the intake form, in its order, as they are stored. */
export const CONDITION_ITEMS = ["screen", "case", "keys", "liquid"] as const;
export type ConditionItem = (typeof CONDITION_ITEMS)[number];
export const CONDITION_LABELS: Record<ConditionItem, string> = {
  screen: "Screen cracked",
  case: "Case damage",
  keys: "Missing keys or screws",
  liquid: "Signs of liquid",
};

export const POWERS_ON = ["yes", "no", "untested"] as const;
export type PowersOn = (typeof POWERS_ON)[number];
export const POWERS_ON_LABELS: Record<PowersOn, string> = { yes: "Yes", no: "No", untested: "Not tested" };

export type DeviceCondition = Record<ConditionItem, boolean> & { powers: PowersOn };

/** The condition as the receipt and the ticket page write it: "Screen cracked, signs of liquid; powers on: no". */
export function describeCondition(c: DeviceCondition): string {
  const marks = CONDITION_ITEMS.filter((item) => c[item]).map((item, i) =>
    i === 0 ? CONDITION_LABELS[item] : CONDITION_LABELS[item].toLowerCase(),
  );
  return `${marks.length ? marks.join(", ") : "No damage noted"}; powers on: ${POWERS_ON_LABELS[c.powers].toLowerCase()}`;
}

/** Reads the stored JSON back; anything unreadable is null (shown as "not recorded"). */
export function parseCondition(json: string | null): DeviceCondition | null {
  if (!json) return null;
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    const powers = (POWERS_ON as readonly unknown[]).includes(raw.powers) ? (raw.powers as PowersOn) : "untested";
    return {
      screen: raw.screen === true,
      case: raw.case === true,
      keys: raw.keys === true,
      liquid: raw.liquid === true,
      powers,
    };
  } catch {
    return null;
  }
}

/** What was handed back at pickup, as stored. */
export interface PickupChecklist {
  device: boolean;
  accessories: boolean;
}

export function parsePickupChecklist(json: string | null): PickupChecklist | null {
  if (!json) return null;
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    return { device: raw.device === true, accessories: raw.accessories === true };
  } catch {
    return null;
  }
}

/**
 * The sentences of the intake terms about the customer's data (backups, data loss), shown beside
 * the backup question: the customer answers it knowing the part of the terms it touches.
 */
export function dataLossSentences(terms: string): string {
  const sentences = terms.match(/[^.!?]+[.!?]*/g) ?? [];
  return sentences
    .filter((s) => /\b(data|back ?up|backups?)\b/i.test(s))
    .map((s) => s.trim())
    .join(" ");
}

/** The intake fields' limits. */
export const INTAKE_LIMITS = { conditionNote: 1000, signedName: 120 } as const;
