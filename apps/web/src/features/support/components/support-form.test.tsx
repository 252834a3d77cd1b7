import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { SupportForm } from './support-form.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('SupportForm', () => {
  it('shows the original client’s messages for empty fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<SupportForm />);
    await user.type(screen.getByLabelText(/Nome/), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('E-mail é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Assunto é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Mensagem é obrigatória.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the trimmed request with the tenant and confirms', async () => {
    const user = userEvent.setup();
    renderScreen(<SupportForm />);
    await user.type(screen.getByLabelText(/Nome/), ' Ana ');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Assunto/), 'Credencial');
    await user.type(screen.getByLabelText(/Mensagem/), 'Onde retiro?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Sua solicitação foi enviada com sucesso.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/help');
    expect(new Headers(init?.headers).get('X-Tenant')).toBe('demo');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Credencial',
      message: 'Onde retiro?',
    });
  });

  it('says so when sending fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      Response.json({ code: 'ROUTE_NOT_FOUND', message: 'Route not found', args: [] }, { status: 404 }),
    );
    renderScreen(<SupportForm />);
    await user.type(screen.getByLabelText(/Nome/), 'Ana');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Assunto/), 'Oi');
    await user.type(screen.getByLabelText(/Mensagem/), 'Olá');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro. Tente novamente.');
  });

  it('tells a rate-limited sender to wait', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      Response.json({ code: 'RATE_LIMITED', message: 'Too many requests', args: [60] }, { status: 429 }),
    );
    renderScreen(<SupportForm />);
    await user.type(screen.getByLabelText(/Nome/), 'Ana');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Assunto/), 'Oi');
    await user.type(screen.getByLabelText(/Mensagem/), 'Olá');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Aguarde um pouco e tente novamente',
    );
  });
});
