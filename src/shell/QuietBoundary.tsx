// Keeps the shell alive when a background part (the data bridge) fails to load or start: the
// failure is logged and the shell keeps its "Loading..." defaults instead of going blank.
import { Component } from 'react';
import type { ReactNode } from 'react';

export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('Mise data layer failed to start:', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
