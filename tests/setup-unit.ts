// A console.error during a unit test fails it. A test that expects one replaces it
// first with vi.spyOn(console, "error").mockImplementation(() => {}).
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ").slice(0, 300)}`);
};
