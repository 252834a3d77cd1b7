import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { PostModal } from './post-modal.tsx';

let created: string[] = [];
let revoked: string[] = [];
beforeEach(() => {
  created = [];
  revoked = [];
  // jsdom has no object URLs; these record what the modal makes and frees.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => {
        const url = `blob:test/${created.length}`;
        created.push(url);
        return url;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const png = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function open(onOpenChange = vi.fn()) {
  const screenResult = renderScreen(
    <PostModal open onOpenChange={onOpenChange} eventId={1} type="PUBLICATION" moderator={false} />,
    { path: '/event' },
  );
  return { ...screenResult, input: screen.getByTestId('post-media-input') as HTMLInputElement };
}

describe('PostModal', () => {
  it('previews up to 3 media and refuses a 4th with the limit dialog', async () => {
    const user = userEvent.setup();
    const { input } = open();
    await user.upload(input, [png('a.png'), png('b.png')]);
    expect(screen.getAllByRole('button', { name: /Remover mídia/ })).toHaveLength(2);
    await user.upload(input, [png('c.png'), png('d.png')]);
    const dialog = await screen.findByRole('dialog', { name: 'Limite de Mídias Excedido' });
    expect(dialog).toHaveTextContent('Você só pode adicionar até 3 mídias na publicação.');
    // The post form sits behind the limit dialog (hidden from assistive tech meanwhile).
    expect(screen.getAllByRole('button', { name: /Remover mídia/, hidden: true })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await user.upload(input, [png('c.png')]);
    expect(screen.getAllByRole('button', { name: /Remover mídia/ })).toHaveLength(3);
    expect(screen.getByText('3 de 3 mídias')).toBeInTheDocument();
  });

  it('refuses a selection of 4 at once', async () => {
    const user = userEvent.setup();
    const { input } = open();
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(await screen.findByRole('dialog', { name: 'Limite de Mídias Excedido' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Remover mídia/, hidden: true })).toHaveLength(0);
  });

  it('accepts only JPEG or PNG images', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input } = open();
    await user.upload(input, new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Somente arquivos JPEG ou PNG são permitidos.');
    expect(screen.queryAllByRole('button', { name: /Remover mídia/ })).toHaveLength(0);
  });

  it('refuses images over 5 MB', async () => {
    const user = userEvent.setup();
    const { input } = open();
    await user.upload(input, png('big.png', 5_242_881));
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo deve ter no máximo 5 MB.');
    expect(screen.getByRole('alert')).toHaveTextContent('big.png');
  });

  it('refuses videos over the server limit', async () => {
    const user = userEvent.setup();
    const { input } = open();
    const clip = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    Object.defineProperty(clip, 'size', { value: 52_428_801 });
    await user.upload(input, clip);
    expect(screen.getByRole('alert')).toHaveTextContent('O vídeo deve ter no máximo 50 MB.');
  });

  it('editing keeps the old media and fits new files within 3 in all', async () => {
    const user = userEvent.setup();
    renderScreen(
      <PostModal
        open
        onOpenChange={() => {}}
        eventId={1}
        type="PUBLICATION"
        moderator={false}
        editing={{
          id: 9,
          eventId: 1,
          type: 'PUBLICATION',
          status: 'APPROVED',
          description: 'Antes',
          images: ['/api/media/a-1440.webp', '/api/media/b.mp4'],
          creationDate: '2026-03-12T11:00:00Z',
          updatedDate: '2026-03-12T11:00:00Z',
          user: { id: 5, name: 'Ana Souza', image: null },
          likes: 0,
          likedByMe: false,
          commentCount: 0,
          latestComments: [],
          hidden: false,
          hiddenReason: null,
        }}
      />,
      { path: '/event' },
    );
    expect(screen.getByRole('dialog', { name: 'Editar publicação' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texto da publicação' })).toHaveValue('Antes');
    expect(screen.getAllByRole('button', { name: /Remover mídia/ })).toHaveLength(2);
    await user.upload(screen.getByTestId('post-media-input'), [png('c.png'), png('d.png')]);
    expect(await screen.findByRole('dialog', { name: 'Limite de Mídias Excedido' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Remover mídia/, hidden: true })).toHaveLength(3);
    expect(created).toHaveLength(1);
  });

  it('needs text or media before posting', async () => {
    const user = userEvent.setup();
    open();
    const submit = screen.getByRole('button', { name: 'Publicar' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Texto da publicação' }), 'Oi');
    expect(submit).toBeEnabled();
  });

  it('frees the previews when a media is removed and when the modal closes', async () => {
    const user = userEvent.setup();
    const { input, unmount } = open();
    await user.upload(input, [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Remover mídia 1' }));
    expect(revoked).toEqual([created[0]]);
    unmount();
    await waitFor(() => expect(revoked.sort()).toEqual([...created].sort()));
  });
});
