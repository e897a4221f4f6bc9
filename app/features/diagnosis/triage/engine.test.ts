import { describe, expect, it } from "vitest";

import { CAUSES, GENERAL_SERVICE, STEPS, SYMPTOMS } from "~/content/diagnosis-catalogue";

import { SHOP_CATALOGUE, catalogueEngine } from "./catalogue-engine.server";
import { MAX_QUESTIONS, createTriageEngine } from "./engine";
import type { AnswerValue } from "./types";

const now = new Date("2026-11-26T12:00:00Z");
const engine = catalogueEngine();
const triage = (
  issue: Parameters<typeof engine.triage>[0]["issue"],
  description: string,
  answers: Record<string, AnswerValue> = {},
) => engine.triage({ issue, description, answers }, now);
const evidenceOf = (text: string) =>
  Object.fromEntries(engine.read(text).evidence.map((e) => [e.symptom, e.negated ? "absent" : "present"]));

describe("reading the visitor's words", () => {
  it("reads a negation as the symptom's absence, but not 'no idea why'", () => {
    expect(evidenceOf("No lights at all when I press the button")["power-signs"]).toBe("absent");
    expect(evidenceOf("I haven't dropped it and nothing spilled on it")).toMatchObject({ dropped: "absent", spill: "absent" });
    expect(evidenceOf("no idea why it overheats so much").hot).toBe("present");
    expect(evidenceOf("It is not hot, but it shuts off").hot).toBe("absent");
  });

  it("puts an everyday misspelling back, and leaves real words alone", () => {
    expect(engine.correct("batery")).toBe("battery");
    expect(engine.correct("overheting")).toBe("overheating");
    expect(engine.correct("pasword")).toBe("password");
    expect(engine.correct("change")).toBe("change");
    // An extra or changed letter makes another real word more often than a typo: left alone in short words.
    for (const word of ["eating", "dried", "where", "class", "taller"]) expect(engine.correct(word)).toBe(word);
    expect(engine.correct("computor")).toBe("computer");
    expect(evidenceOf("the batery dies the second i unplug it")["runs-only-plugged"]).toBe("present");
  });

  it("reads plain Spanish with or without accents", () => {
    expect(evidenceOf("se le cayó café al teclado")).toMatchObject({ spill: "present" });
    expect(evidenceOf("se le cayo cafe al teclado")).toMatchObject({ spill: "present" });
    expect(evidenceOf("la bateria esta hinchada")).toMatchObject({ swelling: "present" });
    expect(evidenceOf("olor a quemado")).toMatchObject({ "smell-smoke": "present" });
  });

  it("looks error texts up: stop codes by name and number, boot messages, S.M.A.R.T.", () => {
    expect(evidenceOf("CRITICAL_PROCESS_DIED again")["code-corruption"]).toBe("present");
    expect(evidenceOf("stop code 0x0000007B")["no-boot-device"]).toBe("present");
    expect(evidenceOf("MEMORY_MANAGEMENT")["code-memory"]).toBe("present");
    expect(evidenceOf("Reboot and Select proper Boot device")["no-boot-device"]).toBe("present");
    expect(evidenceOf("S.M.A.R.T. status bad, backup and replace")["smart-warning"]).toBe("present");
  });

  it("reads the machine's age and a temperature against today's year", () => {
    const clues = triage("slow", "it's slow, bought in 2016").causes[0]!;
    expect(clues.id).toBe("hdd-bottleneck");
    expect(clues.why).toContain("You wrote “in 2016”");
    expect(triage("slow", "a 2025 laptop, slow").causes[0]!.id).not.toBe("hdd-bottleneck");
    expect(triage("blue-screen", "crashes with the CPU at 98C while rendering").causes[0]!.id).toBe("overheating");
  });

  it("quotes the visitor's own words back, as written, and never splits a character", () => {
    const top = triage("wont-start", "I spilled COFFEE on my laptop").causes[0]!;
    expect(top.why[0]).toBe("You wrote “spilled”");
    const long = triage("other", `the fan ${"😀".repeat(90)} is loud`).causes.flatMap((c) => c.why);
    const cut = long.find((why) => why.includes("…"));
    expect(cut).toBeDefined();
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe("ranking", () => {
  it("answers at least three causes, best first, with likelihoods that add up to at most 1", () => {
    const r = triage("other", "hmm");
    expect(r.causes.length).toBeGreaterThanOrEqual(3);
    const ps = r.causes.map((c) => c.likelihood);
    expect([...ps].sort((a, b) => b - a)).toEqual(ps);
    expect(ps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1.001);
  });

  it("reads a mislabelled pick from the words", () => {
    expect(triage("other", "laptop is so slow, takes 10 minutes to boot, its from 2014").causes[0]!.id).toBe("hdd-bottleneck");
    expect(triage("internet", "my cat knocked a glass of wine over the keyboard").causes[0]!.id).toBe("liquid-damage");
  });

  it("ranks by the pick alone when the words say nothing, and calls nothing clear for 'other'", () => {
    const r = triage("other", "please help");
    expect(r.clear).toBe(false);
    expect(r.serviceLink?.title).toBe(GENERAL_SERVICE.title);
  });

  it("answers the longest and strangest descriptions the API takes", () => {
    for (const unit of ["a", "no ", "é", ". ", "0x0000007b ", "<script>alert(1)</script> ", "\u0000"]) {
      const r = triage("other", unit.repeat(5000).slice(0, 5000));
      expect(r.causes.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("is deterministic", () => {
    expect(triage("slow", "slow and hot")).toEqual(triage("slow", "slow and hot"));
  });
});

describe("stop warnings", () => {
  it("leads with the liquid warning and only safe steps", () => {
    const r = triage("wont-start", "I spilled coffee on my laptop and now it won't turn on");
    expect(r.stop?.cause).toBe("liquid-damage");
    expect(r.causes[0]).toMatchObject({ id: "liquid-damage", stop: true });
    expect(r.steps.join(" ")).not.toMatch(/hold the power button|Startup Repair/i);
    expect(r.serviceLink?.title).toBe("Liquid-damage cleaning");
  });

  it("raises a scam stop from what happened, not from the cause's name", () => {
    expect(triage("virus", "a pop-up said call Microsoft, I closed it").stop).toBeNull();
    expect(triage("virus", "a pop-up said call Microsoft, I called and let him connect with AnyDesk").stop?.cause).toBe(
      "tech-support-scam",
    );
  });

  it("lifts the stop when the danger has passed", () => {
    expect(triage("other", "deleted my photos by accident").stop?.cause).toBe("data-recovery");
    expect(triage("other", "deleted my photos by accident but found them in the recycle bin").stop).toBeNull();
  });

  it("does not take a grinding fan for a dying drive", () => {
    const r = triage("other", "the fan makes a grinding noise, it has an SSD, not hot");
    expect(r.causes[0]!.id).toBe("fan-noise");
    expect(r.stop).toBeNull();
  });
});

describe("questions", () => {
  it("asks the question worth the most, and each answer narrows the ranking at once", () => {
    const first = triage("slow", "it's slow");
    expect(first.nextQuestion).not.toBeNull();
    const q = first.nextQuestion!;
    const yes = triage("slow", "it's slow", { [q.id]: "yes" });
    const no = triage("slow", "it's slow", { [q.id]: "no" });
    expect(yes.causes.map((c) => c.id)).not.toEqual(no.causes.map((c) => c.id));
    expect(yes.answered).toBe(1);
    expect(yes.nextQuestion?.id).not.toBe(q.id);
    expect(triage("slow", "it's slow", { [q.id]: "unsure" }).causes.map((c) => c.likelihood)).toEqual(
      first.causes.map((c) => c.likelihood),
    );
  });

  it("asks at most five, and never about what the words already said", () => {
    let answers: Record<string, AnswerValue> = {};
    const asked: string[] = [];
    for (;;) {
      const r = triage("wont-start", "it won't start, no lights", answers);
      if (!r.nextQuestion) break;
      expect(r.nextQuestion.options).toEqual(["yes", "no", "unsure"]);
      asked.push(r.nextQuestion.id);
      answers = { ...answers, [r.nextQuestion.id]: "unsure" };
    }
    expect(asked.length).toBeLessThanOrEqual(MAX_QUESTIONS);
    expect(asked).not.toContain("power-signs");
    expect(new Set(asked).size).toBe(asked.length);
  });

  it("ignores unknown question ids", () => {
    expect(triage("slow", "slow", { "no-such-question": "yes" }).answered).toBe(0);
  });
});

describe("steps", () => {
  it("orders steps by chance-to-fix over effort", () => {
    const r = triage("internet", "no internet on any device, modem light is red");
    const worth = (text: string) => {
      const [id, step] = Object.entries(STEPS).find(([, s]) => s.text === text)!;
      const p = new Map(r.causes.map((c) => [c.id, c.likelihood]));
      return CAUSES.reduce((sum, c) => sum + (p.get(c.id) ?? 0) * (c.steps[id] ?? 0), 0) / step.effort;
    };
    expect(r.steps[0]).toBe(STEPS["restart-router"]!.text);
    const worths = r.steps.map(worth);
    expect(worths[0]).toBeGreaterThanOrEqual(worths[worths.length - 1]!);
  });
});

describe("the catalogue", () => {
  const catalogue = SHOP_CATALOGUE;

  it("holds every cause id of the contract", () => {
    const ids = CAUSES.map((c) => c.id);
    for (const id of ["no-power", "liquid-damage", "hdd-bottleneck", "tech-support-scam", "account-lockout", "weak-signal"]) {
      expect(ids).toContain(id);
    }
    expect(
      CAUSES.filter((c) => c.stop)
        .map((c) => c.id)
        .sort(),
    ).toEqual(
      [
        "burning-smell",
        "data-recovery",
        "failing-drive",
        "liquid-damage",
        "ransomware",
        "swollen-battery",
        "tech-support-scam",
      ].sort(),
    );
  });

  it("refuses a cause that names a symptom nobody defined, and a pattern it cannot read", () => {
    const broken = { ...CAUSES[0]!, symptoms: { "no-such-symptom": 0.5 } };
    expect(() => createTriageEngine({ ...catalogue, causes: [broken] })).toThrow(/no symptom no-such-symptom/);
    expect(() => createTriageEngine({ ...catalogue, causes: [{ ...CAUSES[0]!, id: "Not An Id" }] })).toThrow(/cause id/);
    expect(() => createTriageEngine({ ...catalogue, symptoms: [...SYMPTOMS, { id: "y", base: 1.5, patterns: [] }] })).toThrow(
      /base must be between 0 and 1/,
    );
    const badPattern = { id: "x", patterns: ["Capital"] };
    expect(() => createTriageEngine({ ...catalogue, symptoms: [...SYMPTOMS, badPattern] })).toThrow(/not a lowercase word/);
  });
});
