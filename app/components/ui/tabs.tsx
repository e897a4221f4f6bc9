import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * Tabs after the WAI-ARIA Tabs pattern, with automatic activation: the markup and keyboard use
 * Radix Tabs gave us, without its roving-focus and collection machinery (JavaScript every page
 * with tabs loaded and hydrated). The tabs are found in the DOM when a key is pressed, so a tab
 * needs no registration; a tab that receives focus is selected, as with Radix.
 */
type TabsContextValue = { value: string | undefined; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error("Tab, TabList and TabPanel must be inside Tabs");
  return context;
}

/** The ids come from useId, so the server's markup and the client's match. */
const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;
const state = (active: boolean) => (active ? "active" : "inactive");

/** Controlled with `value` and `onValueChange`, or uncontrolled from `defaultValue`. */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value: current, select, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

/** Keys that move focus between the tabs (left to right, wrapping), and with it the selection. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const index = tabs.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    tabs[move(index, tabs.length)]?.focus();
  };
  return (
    // The keys are handled here, once, for the tabs inside; each tab is a focusable button.
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={className} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

/** Only the selected tab is in the Tab order (roving tabindex); the arrow keys reach the others. */
export function Tab({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { value: current, select, baseId } = useTabs();
  const active = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      tabIndex={active ? 0 : -1}
      data-state={state(active)}
      className={className}
      onClick={() => select(value)}
      onFocus={() => select(value)}
    >
      {children}
    </button>
  );
}

/**
 * Only the selected panel renders its content; the others stay as empty hidden elements, so the
 * ids the tabs' aria-controls name exist.
 */
export function TabPanel({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { value: current, baseId } = useTabs();
  const active = value === current;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      tabIndex={0}
      hidden={!active}
      data-state={state(active)}
      className={className}
    >
      {active && children}
    </div>
  );
}
