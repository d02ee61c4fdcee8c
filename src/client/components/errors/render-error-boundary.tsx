import { Component, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.tsx';

/**
 * SPEC §2's render-error fallback for a tree outside React Router (the site entry; the app's routes
 * use RouteErrorBoundary). React catches render errors only in a class component's
 * `getDerivedStateFromError`; the error is reported by the root's `onCaughtError` (app/create-root.ts).
 */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
