import { screen } from '@testing-library/react';
import type { Event } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { EventHeader } from './event-header.tsx';

const event = {
  id: 1,
  title: 'Salão Imobiliário São Paulo 2027',
  dateStart: '18/03/2027',
  dateEnd: '20/03/2027',
  timeStart: '10:00',
  timeEnd: '20:00',
  local: 'São Paulo Expo',
  coverPhoto: null,
  profilePicture: null,
} as unknown as Event;

describe('EventHeader', () => {
  it("holds the page's actions beside the title, not in a band of their own", async () => {
    renderScreen(<EventHeader event={event} actions={<button type="button">Participar</button>} />);
    const heading = await screen.findByRole('heading', { level: 1, name: /Salão Imobiliário/ });
    const header = heading.closest('header') as HTMLElement;
    expect(header).toContainElement(screen.getByRole('button', { name: 'Participar' }));
    // The row of the title, so on a wide screen the button sits at its end.
    expect(heading.parentElement?.parentElement).toContainElement(
      screen.getByRole('button', { name: 'Participar' }),
    );
  });

  it('writes the dates as the cover does, month in lower case', async () => {
    renderScreen(<EventHeader event={event} />);
    expect(await screen.findByText('18 a 20 de março de 2027')).toBeInTheDocument();
  });
});
