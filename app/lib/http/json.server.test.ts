import { describe, expect, it } from "vitest";

import { encodeJson, etagMatches, jsonAnswer, jsonResponse } from "./json.server";

describe("etagMatches", () => {
  it("compares weakly, accepts lists and *, and refuses anything else", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('"abcd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(null, 'W/"abc"')).toBe(false);
  });
});

describe("encodeJson and jsonResponse", () => {
  const big = Array.from({ length: 100 }, (_, i) => ({ i, name: `part ${i}` }));

  it("answers the bytes encoded once, or 304 to a client that holds them", async () => {
    const encoded = encodeJson(big, "public, max-age=0");
    const ok = jsonResponse(encoded, null);
    expect(await ok.json()).toEqual(big);
    expect(await jsonResponse(encoded, undefined).json()).toEqual(big);
    const notModified = jsonResponse(encoded, encoded.etag);
    expect([notModified.status, await notModified.text()]).toEqual([304, ""]);
    expect(notModified.headers.get("ETag")).toBe(encoded.etag);
    expect(notModified.headers.get("Cache-Control")).toBe("public, max-age=0");
  });
});

describe("jsonAnswer", () => {
  it("never lets an error be stored and says when to retry a 503", async () => {
    const response = jsonAnswer(503, { error: "down" });
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBe("10");
    expect(await response.json()).toEqual({ error: "down" });
  });
});
