import axe from "axe-core";

/**
 * The axe rules a component test in jsdom can check, run over `container`; the violations as
 * "rule: target" lines, so a failing test names what to fix. Colour contrast needs a real renderer
 * (the Playwright specs check it).
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}
