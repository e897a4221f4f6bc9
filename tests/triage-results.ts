import type { RankedCause, TriageResult, TriageService } from "~/features/diagnosis/triage/types";

/** A ranked cause for a component test; `why` quotes the visitor as the engine does. */
export const makeCause = (overrides: Partial<RankedCause> = {}): RankedCause => ({
  id: "hdd-bottleneck",
  title: "An ageing hard drive slowing everything down",
  likelihood: 0.6,
  confidence: "most likely",
  why: ["You wrote “from 2016”"],
  stop: false,
  ...overrides,
});

export const SSD_UPGRADE: TriageService = {
  title: "SSD upgrade",
  fromCents: 16800,
  toCents: 21800,
  turnaroundDays: 2,
  lines: [
    { name: "SSD upgrade with data transfer (labour)", fromCents: 8900, toCents: 8900 },
    { name: "SSD, 1 TB", fromCents: 7900, toCents: 12900 },
  ],
  source: "price-list",
};

/** A clear answer for a slow computer with no question left, unless overridden. */
export const makeTriageResult = (overrides: Partial<TriageResult> = {}): TriageResult => ({
  causes: [
    makeCause(),
    makeCause({
      id: "startup-bloat",
      title: "Too many programs starting with Windows",
      likelihood: 0.25,
      confidence: "likely",
      why: [],
    }),
    makeCause({ id: "disk-full", title: "The system drive is nearly full", likelihood: 0.08, confidence: "possible", why: [] }),
  ],
  stop: null,
  nextQuestion: null,
  steps: ["Turn off programs you do not need at start.", "See whether it has a spinning hard drive."],
  service: SSD_UPGRADE,
  clear: true,
  answered: 0,
  ...overrides,
});

/** What the engine says for a laptop with coffee spilled on it: the stop warning, the safe steps, the cleaning. */
export const COFFEE_SPILL: TriageResult = makeTriageResult({
  causes: [
    makeCause({
      id: "liquid-damage",
      title: "Liquid got inside",
      likelihood: 0.81,
      why: ["You wrote “spilled”", "You wrote “won't turn on”"],
      stop: true,
    }),
    makeCause({
      id: "no-power",
      title: "No power: the outlet, the charger or the power supply",
      likelihood: 0.06,
      confidence: "possible",
      why: [],
    }),
  ],
  stop: { cause: "liquid-damage", message: "Do not switch it on. Unplug it, and take the battery out if it comes out." },
  steps: ["Do not switch it on or plug it in to test it, even if it seems dry.", "Bring it in today if you can."],
  service: {
    title: "Liquid-damage cleaning",
    fromCents: 12900,
    toCents: 19900,
    turnaroundDays: 4,
    lines: [{ name: "Liquid-damage cleaning", fromCents: 12900, toCents: 19900 }],
    source: "price-list",
  },
});
