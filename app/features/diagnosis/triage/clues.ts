import { BOUNDARY, type TextEvidence, type Token } from "./read-text";

// What a year or an age in the text can be about: "bought in 2016", "a 2016 hard drive", "6 years old".
const YEAR_BEFORE = new Set([
  "from",
  "in",
  "since",
  "bought",
  "got",
  "purchased",
  "made",
  "model",
  "year",
  "de",
  "del",
  "desde",
  "compre",
  "circa",
  "around",
]);
const YEAR_AFTER = new Set([
  "laptop",
  "computer",
  "pc",
  "desktop",
  "drive",
  "hard",
  "hdd",
  "macbook",
  "imac",
  "model",
  "dell",
  "hp",
  "lenovo",
  "acer",
  "asus",
  "toshiba",
  "thinkpad",
  "tower",
  "build",
]);
const YEAR_WORDS = new Set(["years", "year", "yrs", "yr", "anos", "ano"]);
const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
};
const CELSIUS_WORDS = new Set(["c", "degrees", "degree", "celsius", "grados"]);

/** Device age in years ≥ this reads as an old machine (spinning drive, worn battery and fan). */
export const OLD_YEARS = 5;
/** ≤ this reads as new. */
export const NEW_YEARS = 2;
/** A CPU or GPU temperature (°C) at or above this is hot. */
export const HOT_CELSIUS = 85;

function quoteOf(text: string, tokens: Token[], from: number, to: number): string {
  return text.slice(tokens[from]!.start, tokens[to]!.end);
}

/**
 * Clues the patterns cannot count: the machine's age from a year or "N years old" (against the
 * year of `now`), and a temperature. Each becomes a symptom like any other: old-device,
 * new-device, hot.
 */
export function readClues(text: string, tokens: Token[], now: Date): TextEvidence[] {
  const out: TextEvidence[] = [];
  const seen = new Set<string>();
  const push = (symptom: string, quote: string) => {
    if (seen.has(symptom)) return;
    seen.add(symptom);
    out.push({ symptom, negated: false, quote });
  };
  const thisYear = now.getUTCFullYear();
  const ageClue = (age: number, quote: string) => {
    if (age >= OLD_YEARS) push("old-device", quote);
    else if (age >= 0 && age <= NEW_YEARS) push("new-device", quote);
  };
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.text;
    if (word === BOUNDARY) continue;
    const next = tokens[i + 1]?.text ?? "";
    if (/^(19[89]\d|20[0-4]\d)$/.test(word)) {
      const year = Number(word);
      const before = [tokens[i - 1]?.text, tokens[i - 2]?.text, tokens[i - 3]?.text];
      const after = YEAR_AFTER.has(next);
      if (year <= thisYear && (before.some((w) => w && YEAR_BEFORE.has(w)) || after)) {
        // "bought in 2016", "a 2016 hard drive": the year with the words that tie it to the machine.
        const from = YEAR_BEFORE.has(tokens[i - 1]?.text ?? "") ? i - 1 : i;
        const to = !after ? i : next === "hard" && tokens[i + 2] ? i + 2 : i + 1;
        ageClue(thisYear - year, quoteOf(text, tokens, from, to));
      }
      continue;
    }
    const count = /^\d{1,2}$/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (count !== undefined && YEAR_WORDS.has(next)) {
      ageClue(count, quoteOf(text, tokens, i, Math.min(tokens.length - 1, i + 2)));
      continue;
    }
    const celsius = /^(\d{2,3})c$/.exec(word);
    const degrees = celsius ? Number(celsius[1]) : /^\d{2,3}$/.test(word) && CELSIUS_WORDS.has(next) ? Number(word) : NaN;
    if (degrees >= HOT_CELSIUS && degrees < 130) push("hot", quoteOf(text, tokens, i, celsius ? i : i + 1));
  }
  return out;
}
