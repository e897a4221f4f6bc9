// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { EMPTY_CONTACT } from "./form-defaults";
import { generateQr } from "./generate";
import { DEFAULT_STYLE } from "./style";

describe("the SVG download", () => {
  it.each(["", "2", "7.5", "20"])("parses as SVG, sized in mm for print size %j", (printCm) => {
    const result = generateQr(
      "contact",
      { ...EMPTY_CONTACT, name: "José <b>&amp;</b>" },
      { ...DEFAULT_STYLE, printCm, foreground: "#203040" },
    );
    if (!result.ok) throw new Error(result.message);
    const doc = new DOMParser().parseFromString(result.code.svg, "image/svg+xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const svg = doc.documentElement;
    expect(svg.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(svg.getAttribute("width")).toBe(printCm === "" ? "250" : `${Number(printCm) * 10}mm`);
    expect(svg.getAttribute("height")).toBe(svg.getAttribute("width"));
    expect(svg.getAttribute("viewBox")).toMatch(/^0 0 (\d+) \1$/);
    expect(svg.querySelector("path")?.getAttribute("fill")).toBe("#203040");
  });
});
