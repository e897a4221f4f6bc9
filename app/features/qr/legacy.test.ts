import { beforeAll, describe, expect, it } from "vitest";

import { decodeAll, prepareDecoder } from "../../../tests/qr-decoder";
import { parseCollection, serializeCollection } from "./collection";
import { pngBytesFromDataUrl } from "./data-url";
import { remakeLegacyCode } from "./generate";
import { inferQrType, legacyContent, readLegacyEntry } from "./legacy";
import { loadSchema } from "./load-schema";

// The collection's entries are checked with the schemas, which load on demand.
beforeAll(loadSchema);
beforeAll(() => prepareDecoder());

/** How the old site built a saved code's address. */
const oldUrl = (content: string) =>
  `https://api.qrserver.com/v1/create-qr-code/?size=250x250&margin=10&data=${encodeURIComponent(content)}`;

const VCARD =
  "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Müller;José;;;\r\nFN:José Müller\r\nORG:Space Coast PC\\, LLC\r\n" +
  "TEL;TYPE=WORK,VOICE:+1 321 555 0100\r\nNOTE:日本語 😀\r\nEND:VCARD\r\n";
const OLD_COLLECTION = [
  { id: 1700000000000, url: oldUrl("https://example.com/shop?q=ñandú&x=1+2"), name: "example.com", type: "website" },
  { id: "1700000000001", url: oldUrl(VCARD), name: "José Müller - Space Coast PC, LLC", type: "business" },
  { id: "1700000000002", url: oldUrl("WIFI:T:WPA;S:Café Guest;P:pa\\;ss wörd;;"), name: "Café Guest", type: "wifi" },
  {
    id: "1700000000003",
    url: oldUrl("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Łukasz Żółć\r\nEND:VCARD\r\n"),
    name: "Łukasz",
    type: "contact",
  },
];

describe("legacyContent", () => {
  it("decodes the data parameter of an image-service address", () => {
    expect(legacyContent(oldUrl("a b&c=d+é"))).toBe("a b&c=d+é");
    expect(legacyContent("https://x.example/create-qr-code?data=plain%20text")).toBe("plain text");
  });

  it.each([
    "data:image/png;base64,AAAA",
    "https://api.qrserver.com/v1/create-qr-code/?size=250x250",
    "https://api.qrserver.com/v1/create-qr-code/?data=",
    "https://tracker.example/pixel.png?data=x",
    "javascript:alert(1)//create-qr-code/?data=x",
    "not a url",
  ])("refuses %j", (url) => {
    expect(legacyContent(url)).toBeNull();
  });
});

describe("readLegacyEntry and inferQrType", () => {
  it("keeps the id (numbers become text), the name and a known type", () => {
    expect(readLegacyEntry(OLD_COLLECTION[0])).toEqual({
      id: "1700000000000",
      name: "example.com",
      type: "website",
      content: "https://example.com/shop?q=ñandú&x=1+2",
    });
  });

  it("tells the type from the content when the stored one is unknown", () => {
    expect(inferQrType("qr", "WIFI:S:x;;")).toBe("wifi");
    expect(inferQrType(undefined, "BEGIN:VCARD\r\nORG:x\r\n")).toBe("business");
    expect(inferQrType(undefined, "BEGIN:VCARD\r\nFN:x\r\n")).toBe("contact");
    expect(inferQrType(undefined, "http://a.example")).toBe("website");
    expect(inferQrType(undefined, "hello")).toBe("text");
  });

  it.each([null, "x", { url: oldUrl("x") }, { id: "", url: oldUrl("x") }, { id: 1, url: 5 }])("is not an entry: %j", (e) => {
    expect(readLegacyEntry(e)).toBeNull();
  });
});

describe("an old-format collection", () => {
  it("waits untouched, in place, until the engine can re-make it", () => {
    const fresh = { id: "5", url: "data:image/png;base64,iVBORw0KGgo=", name: "new", type: "text" };
    const parsed = parseCollection(JSON.stringify([OLD_COLLECTION[0], fresh, OLD_COLLECTION[1]]));
    expect(parsed.dropped).toBe(false);
    expect(parsed.items).toEqual([fresh]);
    expect(parsed.legacy.map((e) => e.id)).toEqual(["1700000000000", "1700000000001"]);
    expect(parsed.kept).toEqual([OLD_COLLECTION[0], fresh, OLD_COLLECTION[1]]);
  });

  it("is re-made locally with ids, names and order kept, and each code decodes byte-exact", async () => {
    const broken = { id: "9", url: "https://api.qrserver.com/v1/create-qr-code/?size=250x250", name: "no data", type: "text" };
    const raw = JSON.stringify([...OLD_COLLECTION, broken]);
    const parsed = parseCollection(raw, remakeLegacyCode);
    expect(parsed.dropped).toBe(true);
    expect(parsed.legacy).toEqual([]);
    expect(parsed.items.map(({ id, name, type }) => ({ id, name, type }))).toEqual(
      OLD_COLLECTION.map(({ id, name, type }) => ({ id: String(id), name, type })),
    );
    for (const [i, item] of parsed.items.entries()) {
      expect(item.url.startsWith("data:image/png;base64,")).toBe(true);
      const [result] = await decodeAll(pngBytesFromDataUrl(item.url));
      expect(Buffer.from(result.bytes)).toEqual(Buffer.from(legacyContent(OLD_COLLECTION[i].url) as string, "utf8"));
    }
    // Stored again, it reads back as new-format entries with nothing dropped.
    expect(parseCollection(serializeCollection(parsed.kept))).toMatchObject({ items: parsed.items, dropped: false, legacy: [] });
  });

  it("drops an old entry whose content no QR code can hold", () => {
    const huge = { id: "1", url: oldUrl("x".repeat(5000)), name: "huge", type: "text" };
    expect(parseCollection(JSON.stringify([huge]), remakeLegacyCode)).toMatchObject({ items: [], dropped: true });
  });
});
