import { describe, expect, it } from "vitest";

import { encodeJson, etagMatches, jsonAnswer, jsonResponse, toResponse } from "./json.server";

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

  it("answers the bytes encoded once, or 304 to a client that holds them", () => {
    const encoded = encodeJson(big, "public, max-age=0");
    const ok = jsonResponse(encoded, {});
    expect(JSON.parse(ok.body!.toString("utf8"))).toEqual(big);
    expect(ok.body).toBe(jsonResponse(encoded, {}).body);
    expect(ok.headers["Content-Length"]).toBe(String(ok.body!.length));
    const notModified = jsonResponse(encoded, { ifNoneMatch: encoded.etag });
    expect([notModified.status, notModified.body]).toEqual([304, null]);
    expect(notModified.headers).toMatchObject({ ETag: encoded.etag, "Cache-Control": "public, max-age=0" });
  });
});

describe("jsonAnswer and toResponse", () => {
  it("never lets an error be stored and says when to retry a 503", async () => {
    const answer = jsonAnswer(503, { error: "down" });
    expect(answer.headers).toMatchObject({ "Cache-Control": "no-store", "Retry-After": "10" });
    const response = toResponse(answer);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "down" });
    expect(response.headers.get("retry-after")).toBe("10");
    expect(await toResponse(jsonAnswer(200, { a: 1 }), "HEAD").text()).toBe("");
  });
});
