// sonner is loaded on the first message, as the root layout loads its Toaster: it stays out
// of the JS a first visit to /qrcoder downloads.
type Kind = "success" | "error" | "info";

export function notify(kind: Kind, message: string): void {
  void import("sonner").then(({ toast }) => toast[kind](message));
}
