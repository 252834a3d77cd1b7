import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { NowAndNext } from './now-and-next.tsx';

const item = (
  id: number,
  theme: string,
  timeStart: string,
  timeEnd: string,
  stage: string | null = null,
) => ({
  id,
  theme,
  timeStart,
  timeEnd,
  description: '',
  speaker: [],
  stage,
  cancelled: false,
  conflicts: [],
});
const agenda = {
  '19/03/2027': [
    item(1, 'Primeiro imóvel', '10:30', '11:30', 'Auditório Principal'),
    item(2, 'Painel digital', '15:00', '16:30'),
  ],
  '20/03/2027': [item(3, 'Encerramento', '10:30', '11:30')],
};
const event = { dateStart: '18/03/2027', dateEnd: '20/03/2027', timeZone: 'America/Sao_Paulo' };

/** The device clock at `iso` (São Paulo is UTC−3 in March 2027). */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date(iso));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NowAndNext', () => {
  it('shows the session on now with the time left, the next one by its time, and ticks each minute', () => {
    at('2027-03-19T14:05:00Z');
    renderScreen(<NowAndNext agenda={agenda} event={event} />);
    expect(screen.getByRole('region', { name: 'Agora na sua agenda' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Primeiro imóvel' })).toBeInTheDocument();
    expect(screen.getByText(/Auditório Principal/)).toBeInTheDocument();
    expect(screen.getByText('Termina em 25 min')).toBeInTheDocument();
    expect(screen.getByText('Começa às 15:00')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Termina em 24 min')).toBeInTheDocument();
  });

  it('counts down to a session starting within the hour, and long times in hours and minutes', () => {
    at('2027-03-19T13:20:00Z');
    const { unmount } = renderScreen(<NowAndNext agenda={agenda} event={event} />);
    expect(screen.queryByRole('heading', { name: 'Agora' })).not.toBeInTheDocument();
    expect(screen.getByText('Começa em 10 min')).toBeInTheDocument();
    unmount();

    at('2027-03-18T12:00:00Z');
    const long = { '18/03/2027': [item(4, 'Rodada de negócios', '09:00', '12:10')] };
    const { unmount: unmountLong } = renderScreen(<NowAndNext agenda={long} event={event} />);
    expect(screen.getByText('Termina em 3 h 10 min')).toBeInTheDocument();
    unmountLong();

    at('2027-03-19T13:30:00Z');
    renderScreen(<NowAndNext agenda={agenda} event={event} />);
    expect(screen.getByText('Termina em 1 h')).toBeInTheDocument();
  });

  it("names the day of tomorrow's first session once today's are over", () => {
    at('2027-03-19T21:00:00Z');
    renderScreen(<NowAndNext agenda={agenda} event={event} />);
    expect(screen.getByRole('heading', { name: 'A seguir' })).toBeInTheDocument();
    expect(screen.getByText('Dia 20/03 às 10:30')).toBeInTheDocument();
  });

  it('is not there before the event, nor once everything is over', () => {
    at('2027-03-17T14:00:00Z');
    const { unmount } = renderScreen(<NowAndNext agenda={agenda} event={event} />);
    expect(screen.queryByRole('region', { name: 'Agora na sua agenda' })).not.toBeInTheDocument();
    unmount();
    at('2027-03-20T15:00:00Z');
    renderScreen(<NowAndNext agenda={agenda} event={event} />);
    expect(screen.queryByRole('region', { name: 'Agora na sua agenda' })).not.toBeInTheDocument();
  });
});
