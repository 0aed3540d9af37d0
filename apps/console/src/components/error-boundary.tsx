import { Button } from '@vigil/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new key (e.g. the path) starts afresh: the next page is not kept from rendering by the last one's error. */
  resetKey?: string;
  /** What shows instead of the children after a render error; default: a localized alert with 重试 Retry. */
  fallback?: (retry: () => void) => ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: string | undefined;
}

/**
 * Keeps a render error inside its part of the page: without a boundary React unmounts the whole console (a blank
 * page, the alarm popup gone with it). React logs the error itself.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {}

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const retry = () => this.setState({ error: null });
    return this.props.fallback ? this.props.fallback(retry) : <RenderError onRetry={retry} />;
  }
}

/** The default fallback: what went wrong in the user's language, and a way to try again. */
export function RenderError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" data-testid="render-error" className="grid justify-items-center gap-3 p-8 text-center text-sm">
      <p>{t('common.renderError')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
