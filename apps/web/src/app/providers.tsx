import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { limits } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastProvider } from '../components/ui/toast.tsx';
import { i18n } from '../lib/i18n/i18n.ts';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Toasts>{children}</Toasts>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function Toasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ToastProvider
      lifetimeMs={limits.toastLifetimeMs}
      regionLabel={t('common.notifications')}
      closeLabel={t('common.close')}
    >
      {children}
    </ToastProvider>
  );
}
