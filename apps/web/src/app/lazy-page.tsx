import { limits } from '@vitrine/contract';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../components/ui/page-skeleton.tsx';
import { StateMessage } from '../components/ui/state-message.tsx';
import { useReleaseBootScreen } from '../lib/boot/use-release-boot-screen.ts';

export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

/** Rejects when the promise has not settled in time, so a stalled download ends in a retry. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkTimeoutError(`Chunk not loaded in ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type PageLoader = () => Promise<ComponentType>;

// One lazy component per page, shared by every visit, so coming back does not suspend again.
// React.lazy remembers a rejection forever, hence a retry replaces the entry.
const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function lazyFor(load: PageLoader, timeoutMs: number, fresh = false): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page || fresh) {
    page = lazy(() => withTimeout(load(), timeoutMs).then((Page) => ({ default: Page })));
    lazyPages.set(load, page);
  }
  return page;
}

interface LazyPageProps {
  load: PageLoader;
  timeoutMs: number;
}

/**
 * A route's page from its own chunk. A failed or stalled download (after `timeoutMs`) shows an
 * error with a retry button instead of a skeleton forever.
 */
export function LazyPage({ load, timeoutMs }: LazyPageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyFor(load, timeoutMs);
  const retry = () => {
    lazyFor(load, timeoutMs, true);
    setAttempt((value) => value + 1);
  };
  return (
    <PageErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** The route element for a lazily loaded page. */
export function lazyPage(load: PageLoader, timeoutMs: number = limits.chunkLoadTimeoutMs): ReactElement {
  return <LazyPage load={load} timeoutMs={timeoutMs} />;
}

function PageFallback() {
  const { t } = useTranslation();
  return <PageSkeleton label={t('common.loading')} />;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class PageErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to load', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageLoadError onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function PageLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useReleaseBootScreen();
  return (
    <StateMessage
      headingLevel={1}
      tone="error"
      title={t('common.pageLoadError')}
      description={t('common.pageLoadErrorHint')}
      action={{ label: t('common.retry'), onClick: onRetry }}
    />
  );
}
