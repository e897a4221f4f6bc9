import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

import { notify } from "~/lib/toast.client";

import type { GuardResult, VisitorInfo } from "./rules";
import { checkStoredVisitor } from "./visitor-storage.client";

export type GuardState = { status: "loading" } | { status: "valid"; info: VisitorInfo } | { status: "invalid"; message: string };

/**
 * The /diagnosis guard: only a visitor whose contact details are stored for this session may
 * use the tool. sessionStorage exists only in the browser, so the page renders "loading" on
 * the server and decides after hydration. A corrupt entry has already been cleared by
 * checkStoredVisitor; the visitor sees why and goes home.
 */
export function useVisitorGuard(check: () => GuardResult = checkStoredVisitor): GuardState {
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>({ status: "loading" });

  useEffect(() => {
    const result = check();
    if (result.ok) {
      setState({ status: "valid", info: result.info });
      return;
    }
    setState({ status: "invalid", message: result.message });
    // A fixed id keeps a double-run effect (StrictMode) from stacking two toasts.
    void notify("error", result.message, { id: "diagnosis-guard" });
    navigate("/", { replace: true });
  }, [check, navigate]);

  return state;
}
