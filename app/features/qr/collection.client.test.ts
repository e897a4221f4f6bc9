// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { COLLECTION_KEY } from "./collection";
import { readStoredCollection, subscribeToCollection, writeStoredCollection } from "./collection.client";
import { loadSchema } from "./load-schema";

// The collection's entries are checked with the schemas, which load on demand.
beforeAll(loadSchema);

const PNG_URL = "data:image/png;base64,iVBORw0KGgo=";
const item = { id: "1", url: PNG_URL, name: "Ann", type: "contact" as const };

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("readStoredCollection", () => {
  it("removes corrupt parts from storage as it reads", () => {
    localStorage.setItem(COLLECTION_KEY, JSON.stringify([item, { id: 2 }]));
    expect(readStoredCollection()).toMatchObject({ legacy: [], items: [item], dropped: true });
    expect(JSON.parse(localStorage.getItem(COLLECTION_KEY) as string)).toEqual([item]);
  });

  it("removes the key when nothing in it was readable", () => {
    localStorage.setItem(COLLECTION_KEY, "{oops");
    expect(readStoredCollection()).toMatchObject({ legacy: [], items: [], dropped: true });
    expect(localStorage.getItem(COLLECTION_KEY)).toBeNull();
  });
});

describe("writeStoredCollection", () => {
  it("stores entries and removes the key when the list is empty", () => {
    expect(writeStoredCollection([item])).toEqual({ ok: true });
    expect(localStorage.getItem(COLLECTION_KEY)).toBe(JSON.stringify([item]));
    expect(writeStoredCollection([])).toEqual({ ok: true });
    expect(localStorage.getItem(COLLECTION_KEY)).toBeNull();
  });

  it("reports a full storage and leaves what was stored untouched", () => {
    writeStoredCollection([item]);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(writeStoredCollection([item, { ...item, id: "2" }])).toEqual({ ok: false, reason: "full" });
    expect(JSON.parse(localStorage.getItem(COLLECTION_KEY) as string)).toEqual([item]);
  });

  it("reports storage that is switched off", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(writeStoredCollection([item])).toEqual({ ok: false, reason: "unavailable" });
  });
});

describe("subscribeToCollection", () => {
  it("reacts to the collection key and to a full clear, not to other keys", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToCollection(onChange);
    window.dispatchEvent(new StorageEvent("storage", { key: "other" }));
    window.dispatchEvent(new StorageEvent("storage", { key: COLLECTION_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: COLLECTION_KEY }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
