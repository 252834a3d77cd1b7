import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, image, savedEvent } from '../../../test/fake-xhr.ts';
import { jsonResponse } from '../../../test/fetch.ts';
import { renderScreen } from '../../../test/render.tsx';
import { EventForm } from './event-form.tsx';

// These tests drive the textarea fallback of the rich-text fields: ProseMirror's
// contenteditable cannot be typed into under jsdom (rich-text-editor.test.tsx checks the editor).
vi.mock('../../../components/form/rich-text-editor.tsx', async () => ({
  default: (await import('../../../components/form/rich-text-field.tsx')).RichTextFallback,
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/event/7') ? jsonResponse(200, savedEvent) : jsonResponse(404, {}),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

// Label queries: role queries compute every accessible name of a large form and are slow in jsdom.
const box = (name: RegExp) => screen.getByLabelText(name);
const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

// Typing key by key through a form this size is slow on 2 cores: one field is typed, the rest set.
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const type = (name: RegExp, value: string) => fireEvent.change(box(name), { target: { value } });
  await user.type(box(/^Título/), 'Feira');
  type(/^Título/, 'Feira Casa Nova');
  type(/^Local/, 'Expo Center Norte');
  change(/^Data de início/, '10/05/2026');
  change(/^Data de término/, '12/05/2026');
  change(/^Horário de início/, '09:00');
  change(/^Horário de término/, '18:00');
  type(/^Descrição/, '<p>Três dias</p>');
  type(/^Rua/, 'Rua José Bernardo Pinto');
  type(/^Cidade/, 'São Paulo');
  type(/^Estado/, 'SP');
  type(/^CEP/, '02055-000');
}

describe('EventForm', { timeout: 20_000 }, () => {
  it('enforces the required fields with messages and focuses the first one', async () => {
    const user = userEvent.setup();
    renderScreen(<EventForm onDone={() => {}} />);
    const form = screen.getByRole('form', { name: 'Criar Evento' });
    await user.click(within(form).getByRole('button', { name: 'Criar evento' }));

    const title = box(/^Título/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Preencha este campo.');
    for (const name of [/^Local/, /^Descrição/, /^Rua/, /^Cidade/, /^Estado/, /^CEP/]) {
      expect(box(name)).toHaveAccessibleDescription('Preencha este campo.');
    }
    expect(screen.getByLabelText(/^Data de início/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Horário de término/)).toHaveAttribute('aria-invalid', 'true');
    expect(box(/^Número/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Corrija os campos destacados.');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a non-image and a file over 5 MB with the original client’s texts, and shows the recommended size', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<EventForm onDone={() => {}} />);
    const cover = screen.getByLabelText('Foto de capa');
    expect(cover).toHaveAccessibleDescription(/Tamanho recomendado: 1440x159 px/);
    expect(screen.getByLabelText('Foto de capa (celular)')).toHaveAccessibleDescription(/1251x159/);
    expect(screen.getByLabelText('Foto de perfil')).toHaveAccessibleDescription(/300x300/);
    expect(screen.getByLabelText('Galeria de imagens')).toHaveAccessibleDescription(/655x368/);

    await user.upload(cover, image('anim.gif', 'image/gif'));
    expect(cover).toHaveAccessibleDescription(/Somente arquivos JPEG ou PNG são permitidos\./);
    await user.upload(cover, image('huge.png', 'image/png', 5_242_881));
    expect(cover).toHaveAccessibleDescription(/O arquivo deve ter no máximo 5 MB\./);
    expect(screen.queryByRole('button', { name: 'Remover huge.png' })).not.toBeInTheDocument();

    await user.upload(cover, image('cover.jpg', 'image/jpeg', 5_242_880));
    expect(cover).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Remover cover.jpg' })).toBeInTheDocument();
  });

  it('sends multipart with the request JSON as a form field and the files, with progress, then resets', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<EventForm onDone={onDone} />);
    await fillRequired(user);
    fireEvent.change(box(/^Instagram/), { target: { value: 'https://instagram.com/casanova' } });
    await user.click(screen.getByRole('button', { name: 'Adicionar vídeo' }));
    await user.type(box(/^Link do vídeo 1/), 'https://youtu.be/xyz');
    await user.upload(screen.getByLabelText('Foto de capa'), image('cover.png'));
    await user.upload(screen.getByLabelText('Galeria de imagens'), [
      image('g1.png'),
      image('g2.jpg', 'image/jpeg'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/event');
    expect(xhr.headers['X-Tenant']).toBe('demo');
    const { json, files } = xhr.parts('request');
    expect(json).toMatchObject({
      title: 'Feira Casa Nova',
      local: 'Expo Center Norte',
      dateStart: '10/05/2026',
      dateEnd: '12/05/2026',
      timeStart: '09:00',
      timeEnd: '18:00',
      description: '<p>Três dias</p>',
      videos: ['https://youtu.be/xyz'],
      address: { road: 'Rua José Bernardo Pinto', city: 'São Paulo', state: 'SP', zipCode: '02055-000' },
      socialMediaRequest: { instagram: 'https://instagram.com/casanova', site: null },
    });
    expect(json).not.toHaveProperty('images');
    expect(files).toEqual({ coverPhoto: ['cover.png'], files: ['g1.png', 'g2.jpg'] });

    act(() => xhr.progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Progresso do envio' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();

    act(() => xhr.respond(201, { ...savedEvent, id: 9 }));
    // Created at once: nothing awaits approval, so not the original client's 'Sua solicitação foi enviada'.
    expect(await screen.findByRole('status')).toHaveTextContent('Evento criado.');
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), 9);
    expect(box(/^Título/)).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Remover cover.png' })).not.toBeInTheDocument();
  });

  it("maps a server VALIDATION_ERROR onto the fields and shows the failure with the server's reason", async () => {
    const user = userEvent.setup();
    renderScreen(<EventForm onDone={() => {}} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      (FakeXhr.sent[0] as FakeXhr).respond(400, {
        code: 'VALIDATION_ERROR',
        message: 'Validation failed',
        args: [
          { field: 'address.zipCode', message: 'Too small: expected string to have >=1 characters' },
          { field: 'request.socialMediaRequest.site', message: 'Expected an http(s) URL' },
          { field: 'coverPhoto', message: 'JPEG or PNG only' },
          { field: 'timeZone', message: 'Invalid time zone' },
        ],
      }),
    );
    const failure = await screen.findByText('Ocorreu um erro ao enviar a solicitação. Tente novamente.');
    const alert = failure.closest('[role="alert"]');
    expect(alert).toHaveTextContent('timeZone: Valor inválido.');
    expect(box(/^CEP/)).toHaveAccessibleDescription('Preencha este campo.');
    expect(box(/^Site/)).toHaveAccessibleDescription('Informe um link que comece com http:// ou https://.');
    // The images come before the address: the first invalid control in the page gets the focus.
    expect(screen.getByLabelText('Foto de capa')).toHaveAccessibleDescription(/Somente arquivos JPEG ou PNG/);
    expect(screen.getByLabelText('Foto de capa')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Criar evento' })).toBeEnabled();
  });

  it('shows a failure for any other server error, translated', async () => {
    const user = userEvent.setup();
    renderScreen(<EventForm onDone={() => {}} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      (FakeXhr.sent[0] as FakeXhr).respond(403, { code: 'FORBIDDEN', message: 'Forbidden', args: [] }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ocorreu um erro ao enviar a solicitação. Tente novamente.');
    expect(alert.textContent?.length).toBeGreaterThan(60);
  });

  it('edit mode prefills, keeps the gallery images not removed and adds new ones', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<EventForm id={7} onDone={onDone} />);
    const form = await screen.findByRole('form', { name: 'Editar Evento' });
    await waitFor(() => expect(box(/^Título/)).toHaveValue('Feira Casa Nova'));
    await waitFor(() => expect(screen.getByLabelText(/^Data de início/)).toHaveValue('10/05/2026'));
    expect(box(/^Link do vídeo 1/)).toHaveValue('https://www.youtube.com/watch?v=abc');
    expect(screen.getByRole('img', { name: 'Foto de capa atual' })).toHaveAttribute(
      'src',
      '/media/cover.jpg',
    );

    await user.click(screen.getByRole('button', { name: 'Remover a imagem salva 1' }));
    await user.upload(screen.getByLabelText('Galeria de imagens'), image('new.png'));
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/event/7');
    const { json, files } = xhr.parts('request');
    expect(json.images).toEqual(['/media/g2.jpg']);
    expect(json.dateStart).toBe('10/05/2026');
    expect(files).toEqual({ files: ['new.png'] });
    act(() => xhr.respond(200, savedEvent));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(savedEvent, savedEvent.id));
  });
});
