// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Tab, TabList, TabPanel, Tabs } from "./tabs";

afterEach(cleanup);

const VALUES = ["one", "two", "three"] as const;

function Fruit(props: { value?: string; defaultValue?: string; onValueChange?: (value: string) => void }) {
  return (
    <Tabs {...props} className="root">
      <TabList label="Fruit" className="list">
        {VALUES.map((value) => (
          <Tab key={value} value={value} className="tab">
            Tab {value}
          </Tab>
        ))}
      </TabList>
      {VALUES.map((value) => (
        <TabPanel key={value} value={value} className="panel">
          <p>Panel {value}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const tab = (value: string) => screen.getByRole("tab", { name: `Tab ${value}` });
const selected = () => screen.getAllByRole("tab").filter((element) => element.getAttribute("aria-selected") === "true");

function expectSelected(value: string) {
  expect(selected()).toEqual([tab(value)]);
  for (const other of VALUES) {
    const element = tab(other);
    expect(element.getAttribute("tabindex")).toBe(other === value ? "0" : "-1");
    expect(element.getAttribute("data-state")).toBe(other === value ? "active" : "inactive");
  }
  // Only the active panel's content is rendered.
  expect(screen.getByText(`Panel ${value}`)).toBeTruthy();
  for (const other of VALUES.filter((other) => other !== value)) expect(screen.queryByText(`Panel ${other}`)).toBeNull();
}

describe("Tabs", () => {
  it("renders the WAI-ARIA roles and attributes, tabs and panels naming each other", () => {
    const { container } = render(<Fruit defaultValue="one" />);
    const list = screen.getByRole("tablist", { name: "Fruit" });
    expect(list.getAttribute("aria-orientation")).toBe("horizontal");
    expect(list.className).toBe("list");
    expect(container.firstElementChild?.className).toBe("root");

    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(3);
    VALUES.forEach((value, index) => {
      const element = tab(value);
      const panel = panels[index] as HTMLElement;
      expect(element.tagName).toBe("BUTTON");
      expect(element.getAttribute("type")).toBe("button");
      expect(element.className).toBe("tab");
      expect(element.id).toBeTruthy();
      expect(element.getAttribute("aria-controls")).toBe(panel.id);
      expect(panel.getAttribute("aria-labelledby")).toBe(element.id);
      expect(panel.getAttribute("tabindex")).toBe("0");
      expect(panel.className).toBe("panel");
      expect(panel.hidden).toBe(value !== "one");
      expect(panel.getAttribute("data-state")).toBe(value === "one" ? "active" : "inactive");
      // An inactive panel is an empty hidden element.
      if (value !== "one") expect(panel.childNodes).toHaveLength(0);
    });
    expect(new Set(Array.from(panels, (panel) => panel.id)).size).toBe(3);
    expect(screen.getByRole("tabpanel", { name: "Tab one" }).textContent).toBe("Panel one");
    expectSelected("one");
  });

  it("gives each set of tabs its own ids", () => {
    render(
      <>
        <Fruit defaultValue="one" />
        <Fruit defaultValue="one" />
      </>,
    );
    const ids = screen.getAllByRole("tab").map((element) => element.id);
    expect(new Set(ids).size).toBe(6);
  });

  it("selects a tab on click (uncontrolled)", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruit defaultValue="one" onValueChange={onValueChange} />);
    await user.click(tab("three"));
    expectSelected("three");
    expect(document.activeElement).toBe(tab("three"));
    expect(onValueChange).toHaveBeenCalledWith("three");
    onValueChange.mockClear();
    await user.click(tab("three"));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("moves focus and selection with the arrow keys, wrapping around, and Home/End", async () => {
    const user = userEvent.setup();
    render(<Fruit defaultValue="one" />);
    await user.tab();
    expect(document.activeElement).toBe(tab("one"));

    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tab("two"));
    expectSelected("two");
    await user.keyboard("{ArrowRight}");
    expectSelected("three");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tab("one"));
    expectSelected("one");
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(tab("three"));
    expectSelected("three");
    await user.keyboard("{ArrowLeft}");
    expectSelected("two");

    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(tab("one"));
    expectSelected("one");
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(tab("three"));
    expectSelected("three");

    // Up and down do nothing in a horizontal tab list.
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(tab("three"));
    expectSelected("three");
  });

  it("leaves the list with Tab: only the selected tab is in the Tab order, then its panel", async () => {
    const user = userEvent.setup();
    render(<Fruit defaultValue="two" />);
    await user.tab();
    expect(document.activeElement).toBe(tab("two"));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tabpanel"));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(tab("two"));
  });

  it("follows `value` when controlled, reporting choices through onValueChange", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState("two");
      return (
        <Fruit
          value={value}
          onValueChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expectSelected("two");
    await user.click(tab("one"));
    expectSelected("one");
    await user.keyboard("{ArrowLeft}");
    expectSelected("three");
    expect(seen).toEqual(["one", "three"]);
  });

  it("stays on `value` when the owner keeps it", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruit value="one" onValueChange={onValueChange} />);
    await user.click(tab("two"));
    expect(onValueChange).toHaveBeenCalledWith("two");
    expect(tab("one").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("Panel one")).toBeTruthy();
  });
});
