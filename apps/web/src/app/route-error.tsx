import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { StateMessage } from '../components/ui/state-message.tsx';
import { useReleaseBootScreen } from '../lib/boot/use-release-boot-screen.ts';

/** Last resort for errors no page handled: never a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useReleaseBootScreen();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main-content" className="grid min-h-dvh place-items-center bg-sand-50">
      <StateMessage
        headingLevel={1}
        tone="error"
        title={t('common.unexpectedError')}
        description={t('common.unexpectedErrorHint')}
      >
        <a href="/initial" className={buttonClass({ variant: 'primary' })}>
          {t('common.backToStart')}
        </a>
      </StateMessage>
    </main>
  );
}
