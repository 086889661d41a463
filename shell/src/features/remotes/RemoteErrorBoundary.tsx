import { Component, type ReactNode } from 'react';
import { Alert } from '@postulate/ui';
import { MESSAGES } from '@postulate/contracts';

interface Props {
  /** Changing it (the route) clears a previous failure, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedKey: string | null;
}

export function RemoteFailure() {
  return (
    <div className="shell-remote-failure">
      <Alert tone="error">{MESSAGES.remoteFailed}</Alert>
    </div>
  );
}

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failedKey: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: '__pending__' };
  }

  componentDidCatch(error: unknown) {
    this.setState({ failedKey: this.props.resetKey });
    console.error('Remote crashed', error);
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failedKey !== null) {
      this.setState({ failedKey: null });
    }
  }

  render() {
    return this.state.failedKey !== null ? <RemoteFailure /> : this.props.children;
  }
}
