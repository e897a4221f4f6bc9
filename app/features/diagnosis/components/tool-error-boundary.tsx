import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";

// The failure panel's code loads only when the tool fails.
const ToolErrorPanel = lazy(() => import("./tool-error-panel"));

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
        <Suspense fallback={null}>
          <ToolErrorPanel onRetry={this.reset} />
        </Suspense>
      );
    }
    // A fresh key remounts the tool, so "Try Again" starts from a clean state.
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
