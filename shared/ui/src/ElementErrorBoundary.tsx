import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  tag: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** ARCHITECTURE: a failing element shows its own error, never breaks the page or its siblings. */
export class ElementErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`<${this.props.tag}> failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div className="curb-element-error" role="alert" part="error">
          This part of the page could not be shown. Reload the page to try again.
        </div>
      );
    }
    return this.props.children;
  }
}
