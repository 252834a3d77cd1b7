import { describe, expect, it } from 'vitest';
import { parseLiveMessage, parseReactionsMessage } from './stomp-transport.ts';

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

describe('parseReactionsMessage', () => {
  const comment = {
    id: 3,
    publicationId: 9,
    text: 'Que stand lindo',
    user: { id: 5, name: 'Ana', image: null },
    creationDate: '2026-03-12T11:00:00Z',
    edited: false,
  };
  const reactions = {
    kind: 'reactions',
    eventId: 1,
    publicationId: 9,
    likes: 4,
    commentCount: 1,
    latestComments: [comment],
  };

  it("reads a post's new likes and comments, which is no notification", () => {
    expect(parseReactionsMessage(JSON.stringify(reactions))).toEqual(reactions);
    expect(parseLiveMessage(JSON.stringify(reactions))).toBeNull();
  });

  it('ignores notifications and malformed bodies', () => {
    expect(parseReactionsMessage(JSON.stringify({ type: 'PUBLICATION_APPROVED', message: 'x' }))).toBeNull();
    expect(parseReactionsMessage(JSON.stringify({ ...reactions, likes: '4' }))).toBeNull();
    expect(parseReactionsMessage(JSON.stringify({ ...reactions, latestComments: [{ id: 1 }] }))).toBeNull();
    expect(parseReactionsMessage('not json')).toBeNull();
  });
});
