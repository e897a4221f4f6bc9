// A console.error during a unit test fails it. A test that expects one replaces it
// first with vi.spyOn(console, "error").mockImplementation(() => {}).
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ").slice(0, 300)}`);
};

// A component test waits for what the user would see (findBy…, waitFor) as long as a loaded
// machine needs, not Testing Library's default second: lazily loaded modules such as the QR
// encoder took longer than that under stress-ng. A real failure still fails, after 10 s.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
