// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { webStorage } from "./web-storage.client";

const original = Object.getOwnPropertyDescriptor(window, "localStorage")!;

afterEach(() => {
  Object.defineProperty(window, "localStorage", original);
});

describe("webStorage", () => {
  it("gives the browser's storage", () => {
    expect(webStorage("localStorage")).toBe(window.localStorage);
    expect(webStorage("sessionStorage")).toBe(window.sessionStorage);
  });

  it("gives null where reading the storage throws (site data blocked)", () => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    expect(webStorage("localStorage")).toBeNull();
  });
});
