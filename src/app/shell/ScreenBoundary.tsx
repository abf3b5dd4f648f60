import { Component, type ReactNode } from 'react';
import { ErrorState } from '../../shared/ui/ErrorState';
import { shellMessages } from '../messages';
import { recentStateChanges } from '../platform/stateHistory';

interface State {
  failed: boolean;
}

/** Catches a screen that could not be loaded or rendered, and offers a reload. */
export class ScreenBoundary extends Component<{ children: ReactNode; onReload: () => void }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed', error, { lastStateChanges: recentStateChanges() });
  }

  override render() {
    if (this.state.failed) {
      return <ErrorState message={shellMessages.chunkError} retryLabel={shellMessages.reload} onRetry={this.props.onReload} />;
    }
    return this.props.children;
  }
}
