import { screen } from '@testing-library/react';
import type { SupportMessage } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch.ts';
import { mockApi } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { MessagesSection } from './messages-section.tsx';

const message = (overrides: Partial<SupportMessage>): SupportMessage => ({
  id: 1,
  name: 'Carlos Visitante',
  email: 'carlos@exemplo.com',
  subject: 'Estacionamento',
  message: 'Há estacionamento no local?',
  creationDate: '2026-03-10T12:00:00.000Z',
  handled: false,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('MessagesSection', () => {
  it('writes the sender without a dangling separator when the e-mail or the name is empty', async () => {
    const content = [
      message({ id: 1, email: '' }),
      message({ id: 2, name: '', subject: 'Credenciamento' }),
      message({ id: 3, subject: 'Palestras' }),
    ];
    mockApi({
      'GET /api/user/help': () =>
        jsonResponse(200, { content, totalElements: 3, totalPages: 1, page: 0, size: 20 }),
    });
    renderScreen(<MessagesSection />);
    const [first, second, third] = await screen.findAllByRole('article');
    expect(first?.querySelector('header p')?.textContent).toBe('Carlos Visitante');
    expect(second?.querySelector('header p')?.textContent).toBe('carlos@exemplo.com');
    expect(third?.querySelector('header p')?.textContent).toBe('Carlos Visitante · carlos@exemplo.com');
  });
});
