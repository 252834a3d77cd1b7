import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { InitialPage } from './initial-page.tsx';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const appUrl = 'https://play.google.com/store/apps/details?id=app.vitrine';

afterEach(() => vi.restoreAllMocks());

const asBrowser = (userAgent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);

describe('InitialPage', () => {
  it('shows the title and the three ways in as links', () => {
    renderScreen(<InitialPage />, { path: '/initial' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'A melhor experiência em eventos imobiliários.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Não tenho cadastro' })).toHaveAttribute(
      'href',
      '/auth/cadastrar',
    );
    expect(screen.getByRole('link', { name: 'Já tenho cadastro' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Entrar sem cadastro' })).toHaveAttribute(
      'href',
      '/auth/login/guest',
    );
  });

  it('offers the Android app on Android when configured', () => {
    asBrowser(android);
    renderScreen(<InitialPage />, { path: '/initial', config: { androidAppUrl: appUrl } });
    expect(screen.getByRole('link', { name: /Android/ })).toHaveAttribute('href', appUrl);
  });

  it('does not offer it on other systems', () => {
    asBrowser(iphone);
    renderScreen(<InitialPage />, { path: '/initial', config: { androidAppUrl: appUrl } });
    expect(screen.queryByRole('link', { name: /Android/ })).not.toBeInTheDocument();
  });

  it('does not offer it when no app is configured', () => {
    asBrowser(android);
    renderScreen(<InitialPage />, { path: '/initial', config: { androidAppUrl: null } });
    expect(screen.queryByRole('link', { name: /Android/ })).not.toBeInTheDocument();
  });
});
