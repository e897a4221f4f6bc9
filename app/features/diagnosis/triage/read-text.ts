import type { SymptomDef } from "~/content/diagnosis-catalogue/types";

/** A word of the visitor's text as the patterns read it, with where it stands in the original. */
export interface Token {
  /** Lowercase, no accents or apostrophes; "|" for a clause boundary. */
  text: string;
  start: number;
  end: number;
}

export const BOUNDARY = "|";

/** A symptom found in the text: the words that showed it, and whether they were negated. */
export interface TextEvidence {
  symptom: string;
  negated: boolean;
  /** The visitor's own words, as written. */
  quote: string;
}

type Word = { text: string; prefix: boolean };
/** One of a slot's alternatives: a word or a phrase of words. */
type Alt = Word[];
type Element = { kind: "words"; alts: Alt[] } | { kind: "gap"; max: number };
type Compiled = { symptom: string; negatable: boolean; elements: Element[] };

// Words that end a clause for patterns and for negation ("not hot, but it shuts off").
const CLAUSE_WORDS = new Set(["but", "pero", "however", "although", "though", "except", "sino"]);
const NEGATORS = new Set([
  "no",
  "not",
  "never",
  "without",
  "nothing",
  "none",
  "nor",
  "neither",
  "nobody",
  "dont",
  "didnt",
  "doesnt",
  "isnt",
  "wasnt",
  "arent",
  "werent",
  "havent",
  "hasnt",
  "hadnt",
  "wont",
  "cant",
  "cannot",
  "couldnt",
  "wouldnt",
  "nunca",
  "sin",
  "ni",
  "nada",
  "tampoco",
]);
// "I thought it was the hard drive, but…", "scared it was ransomware": a fear, not what happened.
const DOUBTS = new Set(["thought", "feared", "scared", "worried", "panicked", "afraid", "assumed", "figured"]);
// "no idea why it overheats" and "not only hot" do not deny what follows.
const NEGATION_BREAKERS = new Set(["idea", "clue", "matter", "doubt", "only", "sure", "wonder"]);
// "I don't think anything was spilled": the negation reaches four words.
const NEGATION_REACH = 4;

/** Lowercase, accents and apostrophes gone, "0x0000007B" as "0x7b". */
export function normalizeWord(raw: string): string {
  const word = raw
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`.-]/g, "");
  // One pass with no backtracking: "0x0000007B" reads as "0x7b".
  const hex = /^0x([0-9a-f]+)$/.exec(word);
  return hex ? `0x${hex[1]!.replace(/^0+(?=.)/, "")}` : word;
}

// Words (letters and digits, joined across hyphens and apostrophes; "S.M.A.R.T." is one), or a
// clause mark. An underscore splits words, so CRITICAL_PROCESS_DIED reads as three.
const TOKEN_PATTERN = /(?:\p{L}\.){2,}(?:\p{L}\b)?|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[.,;:!?()\n]/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_PATTERN)) {
    const start = m.index;
    const raw = m[0];
    // "tick-tick-tick-whirr" is four words; "wi-fi" and "e-mail" stay one.
    if ((raw.match(/-/g) ?? []).length >= 2) {
      let at = start;
      for (const part of raw.split("-")) {
        tokens.push({ text: normalizeWord(part), start: at, end: at + part.length });
        at += part.length + 1;
      }
      continue;
    }
    // A dot inside a word ("file.docx", ".8base", "e.g.") is not the end of a sentence.
    if (raw === "." && /[\p{L}\p{N}]/u.test(text[start + 1] ?? "")) continue;
    // A drive letter ("the D: drive") is not a clause mark.
    if (raw === ":" && /^[a-z]$/.test(tokens.at(-1)?.text ?? "") && tokens.at(-1)!.end === start) continue;
    const word = /^[.,;:!?()\n]$/.test(raw) ? BOUNDARY : normalizeWord(raw);
    const text2 = CLAUSE_WORDS.has(word) ? BOUNDARY : word;
    if (text2 === BOUNDARY && tokens.at(-1)?.text === BOUNDARY) continue;
    tokens.push({ text: text2, start, end: start + raw.length });
  }
  return tokens;
}

function compileWord(pattern: string, word: string): Word {
  const prefix = word.endsWith("*");
  const text = prefix ? word.slice(0, -1) : word;
  if (!/^[a-z0-9]+$/.test(text) || (prefix && text.length < 3)) {
    throw new Error(`Pattern "${pattern}": "${word}" is not a lowercase word or a stem of three letters or more`);
  }
  return { text, prefix };
}

function compilePattern(pattern: string): Element[] {
  return pattern
    .trim()
    .split(/\s+(~\d)\s+/)
    .map((part): Element => {
      const gap = /^~(\d)$/.exec(part);
      if (gap) return { kind: "gap", max: Number(gap[1]) };
      return {
        kind: "words",
        alts: part.split("|").map((alt) =>
          alt
            .trim()
            .split(/\s+/)
            .map((w) => compileWord(pattern, w)),
        ),
      };
    });
}

const wordMatches = (word: Word, token: string) => (word.prefix ? token.startsWith(word.text) : token === word.text);

/** The end of `alt` matched at token i, or -1. */
function matchAlt(alt: Alt, tokens: Token[], i: number): number {
  for (let k = 0; k < alt.length; k++) {
    const token = tokens[i + k];
    if (!token || token.text === BOUNDARY || !wordMatches(alt[k]!, token.text)) return -1;
  }
  return i + alt.length;
}

/** The end (exclusive) of a match of elements[k..] starting at token i, or -1. */
function matchFrom(elements: Element[], k: number, tokens: Token[], i: number): number {
  if (k === elements.length) return i;
  const el = elements[k]!;
  if (el.kind === "gap") {
    for (let skip = 0; skip <= el.max; skip++) {
      const at = i + skip;
      if (skip > 0 && (at - 1 >= tokens.length || tokens[at - 1]!.text === BOUNDARY)) break;
      const end = matchFrom(elements, k + 1, tokens, at);
      if (end >= 0) return end;
    }
    return -1;
  }
  for (const alt of el.alts) {
    const next = matchAlt(alt, tokens, i);
    if (next < 0) continue;
    const end = matchFrom(elements, k + 1, tokens, next);
    if (end >= 0) return end;
  }
  return -1;
}

// "I thought it was the hard drive": a doubt reaches further back than a "not".
const DOUBT_REACH = 6;

/** Where the negation of the words at `start` begins ("no lights": the "no"), or -1. */
function negationAt(tokens: Token[], start: number): number {
  for (let j = start - 1; j >= 0 && j >= start - DOUBT_REACH; j--) {
    const word = tokens[j]!.text;
    if (word === BOUNDARY || word === "and" || word === "y") return -1;
    const near = j >= start - NEGATION_REACH;
    if (near && NEGATORS.has(word)) return NEGATION_BREAKERS.has(tokens[j + 1]?.text ?? "") ? -1 : j;
    if (DOUBTS.has(word)) return j;
  }
  return -1;
}

type Edit = "missing" | "extra" | "swapped" | "substituted";

/** How `typed` differs from `word` by one edit, or null when it is further (or the same). */
function oneEdit(typed: string, word: string): Edit | null {
  if (Math.abs(typed.length - word.length) > 1 || typed === word) return null;
  let i = 0;
  while (i < typed.length && i < word.length && typed[i] === word[i]) i++;
  if (typed.length + 1 === word.length && typed.slice(i) === word.slice(i + 1)) return "missing";
  if (typed.length === word.length + 1 && typed.slice(i + 1) === word.slice(i)) return "extra";
  if (typed.length !== word.length) return null;
  if (typed[i] === word[i + 1] && typed[i + 1] === word[i] && typed.slice(i + 2) === word.slice(i + 2)) return "swapped";
  return typed.slice(i + 1) === word.slice(i + 1) ? "substituted" : null;
}

/**
 * Which one-letter slips are put back. A dropped letter ("batery", "laptp") or two swapped
 * ("recieve") is the everyday typo; an extra or a changed letter much more often makes another
 * real word ("eating" is not "heating", "where" not "there"), so those are trusted only in long
 * words, where a second real word one letter away is rare.
 */
function trusted(edit: Edit, typed: string): boolean {
  if (edit === "missing" || edit === "swapped") return true;
  return typed.length >= 8;
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

const MIN_CORRECTED_LENGTH = 5;
// Longer than any word the catalogue reads: not corrected (a 5,000-letter "word" would otherwise
// make 5,000 copies of itself).
const MAX_CORRECTED_LENGTH = 24;

/**
 * Reads symptoms from text. Built once from the catalogue's symptoms: the patterns, indexed by
 * their first word, and a speller that puts an everyday misspelling ("batery", "overheting",
 * "pasword") back to the one pattern word it is one letter from. Words the catalogue uses and
 * `knownWords` are never changed, so "change" does not become "charge".
 */
export function createTextReader(symptoms: readonly SymptomDef[], knownWords: readonly string[]) {
  const byWord = new Map<string, Compiled[]>();
  const byStem = new Map<string, Compiled[]>();
  const vocabulary = new Set<string>();
  const stems: string[] = [];
  const add = (map: Map<string, Compiled[]>, key: string, c: Compiled) => {
    const list = map.get(key);
    if (list) list.push(c);
    else map.set(key, [c]);
  };
  for (const symptom of symptoms) {
    for (const pattern of symptom.patterns) {
      const elements = compilePattern(pattern);
      const first = elements[0];
      if (!first || first.kind !== "words") throw new Error(`Pattern "${pattern}" must start with a word`);
      const compiled: Compiled = { symptom: symptom.id, negatable: symptom.negatable === true, elements };
      for (const [w] of first.alts) {
        if (w!.prefix) add(byStem, w!.text.slice(0, 3), compiled);
        else add(byWord, w!.text, compiled);
      }
      for (const el of elements) {
        if (el.kind !== "words") continue;
        for (const w of el.alts.flat()) {
          if (w.prefix) stems.push(w.text);
          else vocabulary.add(w.text);
        }
      }
    }
  }
  const known = new Set([...vocabulary, ...knownWords]);
  const byDeletion = new Map<string, string[]>();
  for (const word of vocabulary) {
    if (word.length < MIN_CORRECTED_LENGTH) continue;
    for (const key of [word, ...deletions(word)]) {
      const list = byDeletion.get(key);
      if (list) list.push(word);
      else byDeletion.set(key, [word]);
    }
  }

  function correct(word: string): string {
    if (word.length < MIN_CORRECTED_LENGTH || word.length > MAX_CORRECTED_LENGTH || known.has(word) || /\d/.test(word)) {
      return word;
    }
    if (stems.some((stem) => word.startsWith(stem))) return word;
    const candidates = new Set<string>();
    for (const key of [word, ...deletions(word)]) for (const c of byDeletion.get(key) ?? []) candidates.add(c);
    const fits = [...candidates].filter((c) => {
      const edit = oneEdit(word, c);
      return edit !== null && trusted(edit, word);
    });
    // Two words one letter away: no way to tell which was meant.
    return fits.length === 1 ? fits[0]! : word;
  }

  /** The symptoms the text shows, each once: a plain mention wins over a negated one. */
  function read(text: string): { tokens: Token[]; evidence: TextEvidence[] } {
    const tokens = tokenize(text).map((t) => (t.text === BOUNDARY ? t : { ...t, text: correct(t.text) }));
    const found = new Map<string, TextEvidence>();
    for (let i = 0; i < tokens.length; i++) {
      const word = tokens[i]!.text;
      if (word === BOUNDARY) continue;
      const candidates = new Set([...(byWord.get(word) ?? []), ...(byStem.get(word.slice(0, 3)) ?? [])]);
      for (const c of candidates) {
        const end = matchFrom(c.elements, 0, tokens, i);
        if (end < 0) continue;
        const from = c.negatable ? negationAt(tokens, i) : -1;
        const negated = from >= 0;
        const before = found.get(c.symptom);
        if (before && (negated || !before.negated)) continue;
        const quote = text.slice(tokens[negated ? from : i]!.start, tokens[end - 1]!.end);
        found.set(c.symptom, { symptom: c.symptom, negated, quote });
      }
    }
    return { tokens, evidence: [...found.values()] };
  }

  return { read, correct };
}

export type TextReader = ReturnType<typeof createTextReader>;
