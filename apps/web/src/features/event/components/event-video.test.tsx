import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { EventVideo } from './event-video.tsx';

describe('EventVideo', () => {
  it('shows a play button, not the player, until pressed; then the player starts, focused', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(
      <EventVideo address="https://youtu.be/dQw4w9WgXcQ" title="Feira Imobiliária" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', { name: 'Assistir ao vídeo · Feira Imobiliária' });
    play.focus();
    await user.keyboard('{Enter}');
    const player = screen.getByTitle('Vídeo do evento Feira Imobiliária');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps Vimeo privacy-friendly when it starts', async () => {
    const user = userEvent.setup();
    renderScreen(<EventVideo address="https://vimeo.com/76979871" title="Expo" />);
    await user.click(screen.getByRole('button', { name: /Expo/ }));
    expect(screen.getByTitle('Vídeo do evento Expo')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
  });

  it('plays a file in a plain video element at once', () => {
    const { container } = renderScreen(<EventVideo address="/media/clip.mp4" title="Expo" />);
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/clip.mp4');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
