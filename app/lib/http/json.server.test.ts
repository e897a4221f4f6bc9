import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import {
  API_SECURITY_HEADERS,
  acceptsEncoding,
  encodeJson,
  encodingQuality,
  etagMatches,
  jsonAnswer,
  jsonResponse,
  toResponse,
} from "./json.server";

describe("acceptsEncoding", () => {
  it.each([
    ["gzip", true],
    ["br, gzip;q=0.8", true],
    ["GZIP ; q=1", true],
    ["*", true],
    ["gzip;q=0", false],
    ["gzip; q=0.000", false],
    ["br, *;q=0", false],
    ["*;q=0, gzip", true],
    ["identity", false],
    ["", false],
    [undefined, false],
  ])("gzip: %s → %s", (header, expected) => {
    expect(acceptsEncoding(header, "gzip")).toBe(expected);
  });

  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=0.5, gzip", true],
    ["BR", true],
    ["*", true],
    ["br;q=0, gzip", false],
    ["gzip, *;q=0", false],
    ["brotli", false],
    ["gzip", false],
    [undefined, false],
  ])("br: %s → %s", (header, expected) => {
    expect(acceptsEncoding(header, "br")).toBe(expected);
  });

  it.each([
    ["br;q=0.5, gzip", "br", 0.5],
    ["br;q=0.5, gzip", "gzip", 1],
    ["gzip, *;q=0.2", "br", 0.2],
    ["gzip;q=x", "gzip", 0],
    [undefined, "identity", 1],
    ["gzip", "identity", 1],
    ["deflate, identity;q=0", "identity", 0],
    ["gzip, *;q=0", "identity", 0],
  ] as const)("quality of %s for %s is %s", (header, coding, quality) => {
    expect(encodingQuality(header, coding)).toBe(quality);
  });
});

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

  it("answers gzip, identity or 304 from bytes encoded once", () => {
    const encoded = encodeJson(big, "public, max-age=0");
    const gz = jsonResponse(encoded, { acceptEncoding: "gzip" });
    expect(gz.headers["Content-Encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.body!).toString("utf8"))).toEqual(big);
    expect(gz.body).toBe(jsonResponse(encoded, { acceptEncoding: "gzip" }).body);
    const plain = jsonResponse(encoded, { acceptEncoding: "gzip;q=0" });
    expect(plain.headers["Content-Encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body!.toString("utf8"))).toEqual(big);
    expect(plain.headers["Content-Length"]).toBe(String(plain.body!.length));
    const notModified = jsonResponse(encoded, { ifNoneMatch: encoded.etag, acceptEncoding: "gzip" });
    expect([notModified.status, notModified.body]).toEqual([304, null]);
    expect(notModified.headers).toMatchObject({ ETag: encoded.etag, Vary: "Accept-Encoding", ...API_SECURITY_HEADERS });
  });

  it("sends a body that gzip would only grow as it is", () => {
    const encoded = encodeJson({ a: 1 }, "no-cache");
    const answer = jsonResponse(encoded, { acceptEncoding: "gzip" });
    expect(answer.headers["Content-Encoding"]).toBeUndefined();
    expect(answer.body!.toString("utf8")).toBe('{"a":1}');
  });
});

describe("jsonAnswer and toResponse", () => {
  it("never lets an error be stored, says when to retry a 503, and keeps the fixed headers off the Express path", async () => {
    const answer = jsonAnswer(503, { error: "down" });
    expect(answer.headers).toMatchObject({ "Cache-Control": "no-store", "Retry-After": "10", ...API_SECURITY_HEADERS });
    const response = toResponse(answer);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "down" });
    expect(response.headers.get("retry-after")).toBe("10");
    expect(response.headers.get("x-content-type-options")).toBeNull();
    expect(await toResponse(jsonAnswer(200, { a: 1 }), "HEAD").text()).toBe("");
  });
});
