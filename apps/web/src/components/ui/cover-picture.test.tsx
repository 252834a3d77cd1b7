import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverPicture } from './cover-picture.tsx';

describe('CoverPicture', () => {
  it("keeps a banner's left side, where its title starts, when a phone crops it", () => {
    render(
      <CoverPicture
        cover={{ coverPhoto: '/api/media/abc-1440.webp', coverPhotoMobile: null }}
        alt="Capa"
        keepLeft
      />,
    );
    // 'Construtora Pilar Forte' read 'nstrutora Pilar Forte' with the centre kept.
    expect(screen.getByRole('img', { name: 'Capa' })).toHaveClass('object-cover', 'object-left');
  });

  it("keeps the event cover centred, as the server's boot screen first shows it", () => {
    render(
      <CoverPicture cover={{ coverPhoto: '/api/media/abc-1440.webp', coverPhotoMobile: null }} alt="Capa" />,
    );
    expect(screen.getByRole('img', { name: 'Capa' })).not.toHaveClass('object-left');
  });
});
