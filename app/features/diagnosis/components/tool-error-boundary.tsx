import { AlertOctagon } from "~/components/ui/icons";
import { Component, type ErrorInfo, type ReactNode } from "react";

import { Button } from "~/components/ui/button";

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * Catches a rendering error inside the tool so the rest of the page stays usable, and lets
 * the visitor start the tool again.
 */
export class ToolErrorBoundary extends Component<
  { children: ReactNode; onError?: (error: unknown, info: ErrorInfo) => void },
  State
> {
  state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));

  render() {
    if (this.state.failed) {
      return (
        <div role="alert" className="rounded-2xl bg-red-50 p-6 ring-1 ring-red-200">
          <div className="flex items-start gap-3">
            <AlertOctagon aria-hidden="true" className="mt-1 shrink-0 text-red-800" size={24} />
            <div>
              <h2 className="text-xl font-bold text-red-900">Something went wrong</h2>
              <p className="mt-1 text-red-900">There was an error processing your diagnostic request.</p>
              <Button variant="danger" className="mt-4" onClick={this.reset}>
                Try Again
              </Button>
            </div>
          </div>
        </div>
      );
    }
    // A fresh key remounts the tool, so "Try Again" starts from a clean state.
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
