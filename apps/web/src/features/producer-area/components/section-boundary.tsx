import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StateMessage } from '../../../components/ui/state-message.tsx';

interface SectionBoundaryProps {
  title: string;
  description: string;
  retryLabel: string;
  children: ReactNode;
}

/**
 * Keeps a crash (or a form chunk that failed to download) inside one section: the sidebar stays
 * usable and the producer can retry. Give it a `key` per section so switching starts afresh.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Producer section failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <StateMessage
        tone="error"
        title={this.props.title}
        description={this.props.description}
        action={{ label: this.props.retryLabel, onClick: () => this.setState({ error: null }) }}
      />
    );
  }
}
