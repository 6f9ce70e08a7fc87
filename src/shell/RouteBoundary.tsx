// Catches a route that failed to load or render and offers a reload instead of a blank page.
import { Component } from 'react';
import type { ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class RouteBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page page-narrow" role="alert">
        <h1>Something went wrong</h1>
        <p className="muted">This page could not be shown. Check your connection and try again.</p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
