import * as z from "zod/mini";
import { describe, expect, it } from "vitest";

import { readJsonBody } from "./body.server";

const Schema = z.object({ n: z.number({ error: "n: must be a number" }) });
const messages = {
  wrongType: "wrong type",
  tooLarge: "too large",
  notText: "not text",
  notJson: "not json",
  notObject: "not an object",
};

const read = (body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) =>
  readJsonBody(new Request("http://site.test/api/x.php", { method: "POST", body, headers }), {
    limit: 64,
    schema: Schema,
    messages,
    describeIssue: (error) => error.issues[0]!.message,
  });

describe("readJsonBody", () => {
  it("returns the parsed body", async () => {
    expect(await read('{"n": 4}')).toEqual({ ok: true, data: { n: 4 } });
  });

  it.each([
    ["text/plain", { "content-type": "text/plain" }],
    ["a form", { "content-type": "application/x-www-form-urlencoded" }],
    ["no type at all", {}],
    ["a look-alike", { "content-type": "application/jsonp" }],
  ])("refuses %s with 415 before reading", async (_label, headers) => {
    expect(await read('{"n": 4}', headers)).toEqual({ ok: false, status: 415, error: "wrong type" });
  });

  it("accepts application/json with parameters", async () => {
    expect(await read('{"n": 4}', { "content-type": "Application/JSON; charset=utf-8" })).toEqual({ ok: true, data: { n: 4 } });
  });

  it.each([
    ["a body over the limit", "x".repeat(65), 413, "too large"],
    ["bytes that are not UTF-8", new Uint8Array([0x7b, 0xff, 0x7d]), 400, "not text"],
    ["broken JSON", "{n:", 400, "not json"],
    ["an empty body", "", 400, "not json"],
    ["a JSON array", "[1]", 400, "not an object"],
    ["null", "null", 400, "not an object"],
    ["a schema miss", '{"n":"4"}', 400, "n: must be a number"],
  ])("refuses %s", async (_label, body, status, error) => {
    expect(await read(body)).toEqual({ ok: false, status, error });
  });

  it("refuses a declared size over the limit without reading the body", async () => {
    let pulled = 0;
    const stream = new ReadableStream({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode("{}"));
        controller.close();
      },
    });
    const request = new Request("http://site.test/api/x.php", {
      method: "POST",
      body: stream,
      headers: { "content-length": "1000", "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    const result = await readJsonBody(request, { limit: 64, schema: Schema, messages, describeIssue: () => "" });
    expect(result).toEqual({ ok: false, status: 413, error: "too large" });
    expect(pulled).toBeLessThanOrEqual(1);
  });
});
