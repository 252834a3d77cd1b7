import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/ui/logo.tsx';
import { PageSkeleton } from '../components/ui/page-skeleton.tsx';
import { StateMessage } from '../components/ui/state-message.tsx';
import { useReleaseBootScreen } from '../lib/boot/use-release-boot-screen.ts';
import { usePublicConfigQuery } from '../lib/config/use-public-config.ts';

/** Nothing talks to the API before it knows the tenant, so the app waits for its config. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = usePublicConfigQuery();
  useReleaseBootScreen(config.isError);

  if (config.isPending) return <PageSkeleton label={t('common.loading')} withChrome />;
  if (config.isError) {
    return (
      <main id="main-content" className="grid min-h-dvh place-items-center bg-sand-50 px-4">
        <div className="flex flex-col items-center">
          <Logo />
          <StateMessage
            headingLevel={1}
            tone="error"
            title={t('boot.errorTitle')}
            description={t('boot.errorHint')}
            action={{ label: t('common.retry'), onClick: () => void config.refetch() }}
          />
        </div>
      </main>
    );
  }
  return children;
}
