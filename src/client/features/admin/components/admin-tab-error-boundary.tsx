import { RotateCw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { reportError } from '../../../lib/report-error';

interface Props {
  tab: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * One per admin tab (platform.md 2: each admin tab shows an error fallback if it fails): a tab that crashes
 * shows the spec's component message inside the tab; the header, the cards and the other tabs keep working.
 */
export class AdminTabErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error);
    void reportError({
      code: 'REACT_ERROR_BOUNDARY',
      message: error.message || 'Admin tab render error',
      stackTrace: error.stack,
      context: { pathname: window.location.pathname, adminTab: this.props.tab, componentStack: info.componentStack?.slice(0, 2000) },
    });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-border bg-card p-5 sm:p-8">
        <div className="flex items-center gap-2 font-semibold">
          <TriangleAlert aria-hidden="true" className="size-5 text-destructive" />
          This tab could not be shown
        </div>
        <p className="text-muted-foreground">Failed to load component. Please refresh the page or try again later.</p>
        <Button variant="outline" size="sm" onClick={() => this.setState({ error: null })}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </div>
    );
  }
}
