import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  /** Rendered instead of the remote after it throws; `reset` mounts it again. */
  fallback: (reset: () => void) => ReactNode;
  onError: (error: Error) => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** Layer three: a render error inside one remote stays inside that remote's box. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  private readonly reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
