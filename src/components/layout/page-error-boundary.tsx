import { Component, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

// E2: an unhandled error while rendering a page shows the error page instead of a blank screen.
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <ErrorPage /> : this.props.children;
  }
}

function ErrorPage() {
  const t = useT();
  return (
    <section className="error-page" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.message')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </section>
  );
}
