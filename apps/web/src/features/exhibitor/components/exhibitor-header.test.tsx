import { screen } from '@testing-library/react';
import type { Exhibitor } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { ExhibitorHeader } from './exhibitor-header.tsx';

const exhibitor = {
  id: 4,
  title: 'Construtora Pilar Forte',
  dateStart: '18/03/2027',
  local: 'Pavilhão A · Estande 12',
  coverPhoto: '/api/media/cover-1440.webp',
  coverPhotoMobile: null,
  profilePicture: null,
} as unknown as Exhibitor;

describe('ExhibitorHeader', () => {
  it("crops a phone's cover from the right, so the banner's title keeps its start", async () => {
    renderScreen(<ExhibitorHeader exhibitor={exhibitor} />);
    const cover = await screen.findByRole('img', { name: /Construtora Pilar Forte/ });
    expect(cover).toHaveClass('object-left');
  });
});
