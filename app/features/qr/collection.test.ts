import { beforeAll, describe, expect, it } from "vitest";

import { holdsCode, makeSavedCode, parseCollection, serializeCollection } from "./collection";
import { loadSchema } from "./load-schema";
import type { GeneratedQr } from "./generate";
import { DEFAULT_STYLE } from "./style";

// The collection's entries are checked with the schemas, which load on demand.
beforeAll(loadSchema);

const PNG_URL = "data:image/png;base64,iVBORw0KGgo=";
const entry = (id: string, name = "n") => ({ id, url: PNG_URL, name, type: "website" });

describe("parseCollection", () => {
  it("reads nothing from a missing key without complaint", () => {
    expect(parseCollection(null)).toMatchObject({ legacy: [], items: [], dropped: false });
  });

  it("reads valid entries back", () => {
    const raw = JSON.stringify([entry("1"), { ...entry("2"), type: "wifi" }]);
    expect(parseCollection(raw)).toMatchObject({
      legacy: [],
      items: [entry("1"), { ...entry("2"), type: "wifi" }],
      dropped: false,
    });
  });

  it.each(["{not json", '"a string"', '{"id":"1"}', "null", "42"])("drops a corrupt value %j", (raw) => {
    expect(parseCollection(raw)).toMatchObject({ legacy: [], items: [], dropped: true });
  });

  it("drops only the entries that fail the schema", () => {
    const raw = JSON.stringify([
      entry("1"),
      { ...entry("2"), url: "https://tracker.example/x.png" },
      { ...entry("3"), type: "fax" },
      { id: "4", name: "no url", type: "contact" },
      entry("1", "duplicate id"),
      "text",
      entry("5"),
    ]);
    expect(parseCollection(raw)).toMatchObject({ legacy: [], items: [entry("1"), entry("5")], dropped: true });
  });
});

describe("serializeCollection", () => {
  it("asks to remove the key when the collection is empty", () => {
    expect(serializeCollection([])).toBeNull();
  });

  it("round-trips through parseCollection", () => {
    const items = [entry("1", 'José; "quoted"'), entry("2", "日本語 😀")];
    expect(parseCollection(serializeCollection(items as never))).toMatchObject({ legacy: [], items, dropped: false });
  });
});

describe("makeSavedCode", () => {
  const code: GeneratedQr = {
    type: "contact",
    content: "x",
    name: "Ann",
    url: PNG_URL,
    svg: "<svg/>",
    style: DEFAULT_STYLE,
    styled: false,
  };

  it("keeps id, url, name and type only; the id is the time", () => {
    expect(makeSavedCode(code, [], 1700000000000)).toEqual({ id: "1700000000000", url: PNG_URL, name: "Ann", type: "contact" });
  });

  it("never repeats an id saved within the same millisecond", () => {
    const existing = [entry("1700000000000"), entry("1700000000001")] as never;
    expect(makeSavedCode(code, existing, 1700000000000).id).toBe("1700000000002");
  });
});

describe("holdsCode", () => {
  const code: GeneratedQr = {
    type: "website",
    content: "https://example.com",
    name: "example.com",
    url: PNG_URL,
    svg: "<svg/>",
    style: DEFAULT_STYLE,
    styled: false,
  };
  const legacy = { id: "9", name: "example.com", type: "website" as const, content: "https://example.com" };

  it("finds the same picture of the same type, and an old entry waiting with the same content", () => {
    expect(holdsCode({ items: [entry("1")] as never, legacy: [] }, code)).toBe(true);
    expect(holdsCode({ items: [], legacy: [legacy] }, code)).toBe(true);
  });

  it("tells apart another picture, another type, and a styled code from an old plain one", () => {
    expect(holdsCode({ items: [{ ...entry("1"), url: `${PNG_URL}A` }] as never, legacy: [] }, code)).toBe(false);
    expect(holdsCode({ items: [{ ...entry("1"), type: "text" }] as never, legacy: [] }, code)).toBe(false);
    expect(holdsCode({ items: [], legacy: [legacy] }, { ...code, styled: true })).toBe(false);
  });
});
