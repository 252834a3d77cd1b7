import { describe, expect, it } from 'vitest';
import { parseLiveMessage } from './stomp-transport.ts';

describe('parseLiveMessage', () => {
  it('reads a LiveMessage body', () => {
    const body = JSON.stringify({
      id: 'n-1',
      type: 'PUBLICATION_APPROVED',
      message: 'Sua publicação foi aprovada',
      eventId: 1,
      publicationId: 9,
    });
    expect(parseLiveMessage(body)).toEqual({
      id: 'n-1',
      type: 'PUBLICATION_APPROVED',
      message: 'Sua publicação foi aprovada',
      eventId: 1,
      publicationId: 9,
    });
  });

  it('ignores bodies that are not one', () => {
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage('null')).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ type: 'SOMETHING', message: 'x' }))).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ type: 'PUBLICATION_APPROVED' }))).toBeNull();
  });
});
