import { describe, expect, it, vi } from "vitest";

import { INVALID_DATA_MESSAGE, fetchMotherboardComponents, fetchMotherboardModels } from "./queries";

function respond(body: string, init: ResponseInit = {}) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, init));
}

const tiers = { "High Price": [], "Mid Price": [], "Low Price": [] };

describe("fetchMotherboardComponents", () => {
  it("asks for the model with JSON and no-cache headers and returns the tiers", async () => {
    const fetchImpl = respond(JSON.stringify(tiers), { status: 200 });
    await expect(fetchMotherboardComponents("MSI-B450-TOMAHAWK-MAX", fetchImpl)).resolves.toEqual(tiers);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe("/api/get-motherboard-components.php?motherboard_model=MSI-B450-TOMAHAWK-MAX");
    expect(init?.headers).toMatchObject({ Accept: "application/json", "Cache-Control": "no-cache" });
  });

  it("turns a non-OK answer into the spec's message with status and status text", async () => {
    const fetchImpl = respond("{}", { status: 503, statusText: "Service Unavailable" });
    await expect(fetchMotherboardComponents("X", fetchImpl)).rejects.toThrow(
      "Failed to fetch motherboard components: 503 Service Unavailable",
    );
  });

  it("turns an error field into 'API returned an error: <error>', even with status 200", async () => {
    const fetchImpl = respond(JSON.stringify({ error: "database offline" }), { status: 200 });
    await expect(fetchMotherboardComponents("X", fetchImpl)).rejects.toThrow("API returned an error: database offline");
  });

  it("rejects a body that is not the tier object", async () => {
    await expect(fetchMotherboardComponents("X", respond("[1,2]", { status: 200 }))).rejects.toThrow(INVALID_DATA_MESSAGE);
    await expect(fetchMotherboardComponents("X", respond("<html>", { status: 200 }))).rejects.toThrow(INVALID_DATA_MESSAGE);
  });
});

describe("fetchMotherboardModels", () => {
  it("returns the model list", async () => {
    const list = [{ model: "ASUS-ROG-Z790", name: "ASUS ROG Maximus Z790 Hero", componentCount: 21 }];
    await expect(fetchMotherboardModels(respond(JSON.stringify(list), { status: 200 }))).resolves.toEqual(list);
  });

  it("turns failures into the spec's messages", async () => {
    await expect(fetchMotherboardModels(respond("", { status: 500, statusText: "Internal Server Error" }))).rejects.toThrow(
      "Failed to fetch motherboard models: 500 Internal Server Error",
    );
    await expect(fetchMotherboardModels(respond(JSON.stringify({ error: "nope" }), { status: 200 }))).rejects.toThrow(
      "API returned an error: nope",
    );
  });
});
