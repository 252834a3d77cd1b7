import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRenderedLater } from './use-rendered-later.ts';

function Probe({ ready }: { ready: boolean }) {
  return <p>{useRenderedLater(ready) ? 'later' : 'first'}</p>;
}

describe('useRenderedLater', () => {
  it('waits for ready, then turns true after the first render', async () => {
    const { rerender } = render(<Probe ready={false} />);
    await act(async () => {});
    expect(screen.getByText('first')).toBeTruthy();
    rerender(<Probe ready />);
    expect(await screen.findByText('later')).toBeTruthy();
  });
});
