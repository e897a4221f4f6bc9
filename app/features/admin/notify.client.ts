/**
 * Toasts for the product manager. sonner arrives with the root layout's deferred Toaster; a
 * dynamic import keeps it out of this page's first download. "destructive" is the error style.
 */
export function notify(kind: "success" | "error", title: string, description: string): void {
  void import("sonner").then(({ toast }) => toast[kind](title, { description }));
}
