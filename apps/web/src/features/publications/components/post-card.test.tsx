import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Publication } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { formatRelativeAge } from '../../../lib/format/relative-age.ts';
import { i18n, loadLocale } from '../../../lib/i18n/i18n.ts';
import { renderScreen } from '../../../test/render.tsx';
import type { Viewer } from '../lib/viewer.ts';
import { PostCard } from './post-card.tsx';

const now = new Date('2026-03-12T12:00:00Z');
const post = (overrides: Partial<Publication> = {}): Publication => ({
  id: 7,
  eventId: 1,
  type: 'PUBLICATION',
  status: 'APPROVED',
  description: 'Olá, feira!',
  images: [],
  creationDate: '2026-03-12T11:00:00Z',
  updatedDate: '2026-03-12T11:00:00Z',
  user: { id: 5, name: 'Ana Souza', image: null },
  likes: 0,
  likedByMe: false,
  commentCount: 0,
  latestComments: [],
  hidden: false,
  hiddenReason: null,
  ...overrides,
});
const anonymous: Viewer = { userId: null, role: null, isAdmin: false, canPost: false, confirmed: false };
const author: Viewer = { userId: 5, role: 'USER', isAdmin: false, canPost: true, confirmed: true };
const someoneElse: Viewer = { userId: 6, role: 'USER', isAdmin: false, canPost: true, confirmed: true };
const admin: Viewer = { userId: 1, role: 'ADMIN', isAdmin: true, canPost: true, confirmed: true };

const show = (p: Publication, viewer: Viewer) =>
  renderScreen(<PostCard post={p} viewer={viewer} onEdit={() => {}} now={now} />, { path: '/event' });

describe('PostCard', () => {
  it('shows the author, the age and the text', () => {
    show(post(), anonymous);
    const card = screen.getByRole('article', { name: 'Ana Souza' });
    expect(card).toHaveTextContent('há 1 hora');
    expect(card).toHaveTextContent('Olá, feira!');
  });

  it('gives other members only the report entry', async () => {
    const user = userEvent.setup();
    show(post(), someoneElse);
    await user.click(screen.getByRole('button', { name: 'Opções da publicação' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Denunciar']);
  });

  it('opens the author menu from the keyboard', async () => {
    const user = userEvent.setup();
    show(post(), author);
    const trigger = screen.getByRole('button', { name: 'Opções da publicação' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir publicação?' });
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();
  });

  it("gives an admin who is not the author 'Ocultar' and 'Denunciar', not edit or delete", async () => {
    const user = userEvent.setup();
    show(post(), admin);
    await user.click(screen.getByRole('button', { name: 'Opções da publicação' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ocultar', 'Denunciar']);
  });

  it("marks a post awaiting analysis, and offers an admin 'Aprovar' and 'Recusar'", () => {
    show(post({ status: 'ANALYSIS' }), admin);
    expect(screen.getByText('aguardando análise')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recusar' })).toBeInTheDocument();
  });

  it('shows no moderation to the author', () => {
    show(post({ status: 'ANALYSIS' }), author);
    expect(screen.getByText('aguardando análise')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
  });

  it('cuts long text at 320 characters with see-more and see-less', async () => {
    const user = userEvent.setup();
    const long = `${'palavra '.repeat(60)}FIM`;
    show(post({ description: long }), anonymous);
    expect(screen.queryByText(/FIM/)).toBeNull();
    const more = screen.getByRole('button', { name: 'ver mais' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText(/FIM/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ver menos' }));
    expect(screen.queryByText(/FIM/)).toBeNull();
  });

  it('makes links clickable, safely, and never renders markup', () => {
    show(post({ description: 'Programa: https://vitrine.demo/agenda <b>negrito</b>' }), anonymous);
    const link = screen.getByRole('link', { name: 'https://vitrine.demo/agenda' });
    expect(link).toHaveAttribute('href', 'https://vitrine.demo/agenda');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText(/<b>negrito<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('article b')).toBeNull();
  });

  it('plays videos inline and shows images with a srcset', () => {
    show(post({ images: ['/api/media/abc-1440.webp', '/api/media/clip.mp4'] }), anonymous);
    const image = screen.getByRole('img', { name: 'Imagem 1 da publicação de Ana Souza' });
    expect(image.getAttribute('srcset')).toContain('320w');
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
  });
});

describe('post age', () => {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const minute = 60_000;

  it('counts minutes, hours, then days, singular for 1, in three languages', async () => {
    await loadLocale('es');
    await loadLocale('en');
    const pt = i18n.getFixedT('pt-BR');
    const es = i18n.getFixedT('es');
    const en = i18n.getFixedT('en');
    expect(formatRelativeAge(ago(minute), pt, now)).toBe('há 1 minuto');
    expect(formatRelativeAge(ago(5 * minute), pt, now)).toBe('há 5 minutos');
    expect(formatRelativeAge(ago(60 * minute), es, now)).toMatch(/1 hora\b/);
    expect(formatRelativeAge(ago(3 * 60 * minute), es, now)).toMatch(/3 horas/);
    expect(formatRelativeAge(ago(24 * 60 * minute), en, now)).toBe('1 day ago');
    expect(formatRelativeAge(ago(4 * 24 * 60 * minute), en, now)).toBe('4 days ago');
  });
});
