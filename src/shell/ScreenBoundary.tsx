import { Component, type ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState';
import { copy } from '../copy';

interface State {
  failed: boolean;
}

/**
 * Catches a screen chunk that failed to download (offline, new deploy) or a screen that threw,
 * and offers a retry instead of a blank page. `resetKey` (the location) clears it on navigation.
 */
export class ScreenBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // A lazy() chunk that failed once stays failed in React's cache: reload the page to retry.
    return <ErrorState message={copy.shell.screenFailed} onRetry={() => window.location.reload()} />;
  }
}
