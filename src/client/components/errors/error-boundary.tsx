import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '#client/lib/report-error';
import { CrashScreen } from './crash-screen';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (the layout passes the pathname, so navigating away recovers). */
  resetKey?: string;
  /** What to show instead of the crash screen; `retry` clears the error and renders the children again. */
  fallback?: (retry: () => void) => ReactNode;
  /** Added to the error report's context (an admin tab's name, say). */
  context?: Record<string, string>;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it, reports them (REACT_ERROR_BOUNDARY) and shows the crash screen or the given fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error);
    void reportError({
      code: 'REACT_ERROR_BOUNDARY',
      message: error.message || 'Render error',
      stackTrace: error.stack,
      context: { pathname: window.location.pathname, ...this.props.context, componentStack: info.componentStack?.slice(0, 2000) },
    });
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <CrashScreen onTryAgain={this.retry} />;
  }
}
