import { describe, expect, it } from "vitest";

import { resolveModel } from "./resolve-model";

const models = [
  { model: "MSI-B450-TOMAHAWK-MAX", name: "MSI B450 TOMAHAWK MAX", componentCount: 21 },
  { model: "ASUS-ROG-Z790", name: "ASUS ROG Maximus Z790 Hero", componentCount: 21 },
];

describe("resolveModel", () => {
  it("selects a listed model", () => {
    expect(resolveModel(models, "MSI-B450-TOMAHAWK-MAX")).toEqual({ model: "MSI-B450-TOMAHAWK-MAX", unknownModel: null });
  });

  it("defaults to ASUS-ROG-Z790 without a value", () => {
    expect(resolveModel(models, null)).toEqual({ model: "ASUS-ROG-Z790", unknownModel: null });
    expect(resolveModel(models, "  ")).toEqual({ model: "ASUS-ROG-Z790", unknownModel: null });
  });

  it("falls back to the default but remembers a value that matched nothing", () => {
    expect(resolveModel(models, "asus-rog-z790")).toEqual({ model: "ASUS-ROG-Z790", unknownModel: "asus-rog-z790" });
  });

  it("uses the first board when the default is not listed, and nothing when none is", () => {
    expect(resolveModel(models.slice(0, 1), null).model).toBe("MSI-B450-TOMAHAWK-MAX");
    expect(resolveModel([], "X")).toEqual({ model: "", unknownModel: "X" });
  });
});
