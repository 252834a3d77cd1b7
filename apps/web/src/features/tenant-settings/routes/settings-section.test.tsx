import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch.ts';
import { mockApi } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { SettingsSection } from './settings-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const stored = {
  name: 'Vitrine Imóveis',
  supportEmail: 'contato@vitrine.demo',
  supportPhone: null,
  androidAppUrl: null,
  reportThreshold: 3,
  embedOrigins: ['https://feira.example.com'],
};

describe('SettingsSection', () => {
  it('edits the sites that may show the widgets, one per line, and says what an empty list means', async () => {
    let sent: Record<string, unknown> = {};
    mockApi({
      'GET /api/tenant/settings': () => jsonResponse(200, stored),
      'PUT /api/tenant/settings': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, { ...stored, ...sent });
      },
    });
    renderScreen(<SettingsSection />);
    const field = await screen.findByRole('textbox', { name: /Sites que podem exibir os widgets/ });
    expect(field).toHaveValue('https://feira.example.com');
    expect(field).toHaveAccessibleDescription(/Vazio, .* só dentro deste app/);
    await userEvent.type(field, '{Enter}http://localhost:8080 ');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(/salv/i);
    expect(sent.embedOrigins).toEqual(['https://feira.example.com', 'http://localhost:8080']);
  });
});
