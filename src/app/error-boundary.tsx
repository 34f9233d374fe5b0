import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { errorLogEntry, sendLog } from '../lib/log.js';

interface Props {
  children: ReactNode;
  fallback: ReactNode;
  /** When this changes (e.g. the location), a shown error is cleared and children render again. */
  resetKey?: string;
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
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, hasError: false });
    }
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
