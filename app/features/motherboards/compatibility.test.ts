import { describe, expect, it } from "vitest";

import { fitsBoard, selectCompatible, type BoardFit, type ComponentFit } from "./compatibility";

const z790: BoardFit = { socket: "LGA1700", memoryType: "DDR5", formFactor: "ATX", m2Slots: 5 };
const b450: BoardFit = { socket: "AM4", memoryType: "DDR4", formFactor: "ATX", m2Slots: 1 };
const b760m: BoardFit = { socket: "LGA1700", memoryType: "DDR4", formFactor: "Micro-ATX", m2Slots: 2 };

function part(overrides: Partial<ComponentFit> & Pick<ComponentFit, "kind">): ComponentFit {
  return {
    socket: null,
    supportedSockets: null,
    memoryType: null,
    supportedFormFactors: null,
    storageInterface: null,
    ...overrides,
  };
}

describe("fitsBoard", () => {
  it("takes a CPU only when its socket is the board's socket", () => {
    expect(fitsBoard(z790, part({ kind: "cpu", socket: "LGA1700" }))).toBe(true);
    expect(fitsBoard(z790, part({ kind: "cpu", socket: "AM5" }))).toBe(false);
    expect(fitsBoard(b450, part({ kind: "cpu", socket: "AM5" }))).toBe(false);
    expect(fitsBoard(b450, part({ kind: "cpu", socket: "AM4" }))).toBe(true);
  });

  it("excludes a CPU whose socket is unknown", () => {
    expect(fitsBoard(z790, part({ kind: "cpu" }))).toBe(false);
  });

  it("excludes DDR4 memory on a DDR5 board and DDR5 memory on a DDR4 board", () => {
    expect(fitsBoard(z790, part({ kind: "memory", memoryType: "DDR4" }))).toBe(false);
    expect(fitsBoard(z790, part({ kind: "memory", memoryType: "DDR5" }))).toBe(true);
    expect(fitsBoard(b760m, part({ kind: "memory", memoryType: "DDR5" }))).toBe(false);
    expect(fitsBoard(b760m, part({ kind: "memory", memoryType: "DDR4" }))).toBe(true);
    expect(fitsBoard(z790, part({ kind: "memory" }))).toBe(false);
  });

  it("takes a cooler only when it lists the board's socket", () => {
    expect(fitsBoard(z790, part({ kind: "cooler", supportedSockets: ["AM4", "AM5", "LGA1700"] }))).toBe(true);
    expect(fitsBoard(z790, part({ kind: "cooler", supportedSockets: ["LGA1200", "AM4"] }))).toBe(false);
    expect(fitsBoard(b450, part({ kind: "cooler", supportedSockets: ["LGA1200", "AM4"] }))).toBe(true);
    expect(fitsBoard(b450, part({ kind: "cooler" }))).toBe(false);
  });

  it("takes a case only when it supports the board's form factor", () => {
    const miniTower = part({ kind: "case", supportedFormFactors: ["Micro-ATX", "Mini-ITX"] });
    expect(fitsBoard(b760m, miniTower)).toBe(true);
    expect(fitsBoard(z790, miniTower)).toBe(false);
    expect(fitsBoard(z790, part({ kind: "case", supportedFormFactors: ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"] }))).toBe(true);
    expect(fitsBoard(z790, part({ kind: "case" }))).toBe(false);
  });

  it("fits graphics cards and power supplies to any ATX-family board", () => {
    for (const board of [z790, b450, b760m]) {
      expect(fitsBoard(board, part({ kind: "gpu" }))).toBe(true);
      expect(fitsBoard(board, part({ kind: "psu" }))).toBe(true);
    }
  });

  it("fits storage by interface: M.2 needs an M.2 slot, SATA fits any board", () => {
    const nvme = part({ kind: "storage", storageInterface: "m2" });
    const sata = part({ kind: "storage", storageInterface: "sata" });
    expect(fitsBoard(z790, nvme)).toBe(true);
    expect(fitsBoard({ ...b450, m2Slots: 0 }, nvme)).toBe(false);
    expect(fitsBoard({ ...b450, m2Slots: 0 }, sata)).toBe(true);
    expect(fitsBoard(z790, part({ kind: "storage" }))).toBe(false);
  });
});

describe("selectCompatible", () => {
  it("keeps only the parts that fit, in their original order", () => {
    const parts = [
      { ...part({ kind: "cpu", socket: "AM5" }), name: "Ryzen 7 7800X3D" },
      { ...part({ kind: "cpu", socket: "LGA1700" }), name: "Core i9-14900K" },
      { ...part({ kind: "memory", memoryType: "DDR4" }), name: "DDR4-3600 kit" },
      { ...part({ kind: "gpu" }), name: "RX 7800 XT" },
      { ...part({ kind: "memory", memoryType: "DDR5" }), name: "DDR5-6000 kit" },
    ];
    expect(selectCompatible(z790, parts).map((p) => p.name)).toEqual(["Core i9-14900K", "RX 7800 XT", "DDR5-6000 kit"]);
  });
});
