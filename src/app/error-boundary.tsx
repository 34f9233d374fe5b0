import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { errorLogEntry, sendLog } from '../lib/log.js';

interface Props {
  children: ReactNode;
  /** What shows instead of the children; a function gets the error and a way to render them again. */
  fallback: ReactNode | ((error: unknown, reset: () => void) => ReactNode);
  /** When this changes (e.g. the location), a shown error is cleared and children render again. */
  resetKey?: string;
  /** Runs before the children render again (a reset key change or the fallback's reset). */
  onReset?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches render crashes below it, shows `fallback` and reports the crash to /api/log. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    void sendLog(errorLogEntry(error, window, info.componentStack));
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  private readonly reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error, this.reset) : fallback;
  }
}
