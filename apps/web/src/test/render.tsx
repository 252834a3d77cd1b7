import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { PublicConfig } from '@vitrine/contract';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/toast.tsx';
import { primePublicConfig } from '../lib/config/public-config.ts';
import { publicConfigQueryKey } from '../lib/config/use-public-config.ts';
import { i18n } from '../lib/i18n/i18n.ts';

export const testConfig: PublicConfig = {
  tenant: 'demo',
  defaultEventId: 1,
  providers: { google: false },
  androidAppUrl: null,
  supportEmail: 'contato@vitrine.test',
  supportPhone: '+55 11 4000-0000',
  videoMaxBytes: 52_428_800,
  version: 'test',
};

/** A JWT-shaped token with the given claims (the web app never checks signatures). */
export function fakeToken(claims: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const payload = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
}

interface Options {
  path?: string;
  config?: Partial<PublicConfig>;
  extraRoutes?: { path: string; element: ReactElement }[];
}

/** Renders a screen with the app's providers, a known config and an in-memory router. */
export function renderScreen(element: ReactElement, { path = '/', config, extraRoutes = [] }: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const fullConfig = { ...testConfig, ...config };
  queryClient.setQueryData(publicConfigQueryKey, fullConfig);
  primePublicConfig(fullConfig);
  const router = createMemoryRouter(
    [
      { path: new URL(path, 'http://test').pathname, element },
      ...extraRoutes,
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider lifetimeMs={10_000} regionLabel="Notificações" closeLabel="Fechar">
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient };
}
