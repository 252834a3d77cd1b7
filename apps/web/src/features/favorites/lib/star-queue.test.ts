import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchFailedBody } from '../../../lib/api/api-error.ts';
import {
  type QueuedStar,
  queuedStars,
  queueStar,
  sendQueuedStars,
  starQueueOwner,
  submitStar,
  withQueuedStars,
} from './star-queue.ts';

const owner = starQueueOwner('demo', '8');
const star = (id: number, starred = true, eventId = 1): QueuedStar => ({
  eventId,
  kind: 'agenda',
  id,
  starred,
});
const offline = () => new ApiError(0, fetchFailedBody, 'offline');
const refusal = (status: number) => new ApiError(status, { code: 'X', message: 'X', args: [] }, 'X');
const noStars = { agenda: [], exhibitor: [], speaker: [], property: [] };

afterEach(() => {
  localStorage.clear();
});

describe('star queue', () => {
  it('keeps the latest wish per item, per tenant and user, in localStorage', () => {
    queueStar(owner, star(5));
    queueStar(owner, star(6));
    queueStar(owner, star(5, false));
    expect(queuedStars(owner)).toEqual([star(6), star(5, false)]);
    expect(queuedStars(starQueueOwner('demo', '9'))).toEqual([]);
    expect(JSON.parse(localStorage.getItem('vitrine:star-queue:demo:8') ?? '[]')).toHaveLength(2);
    expect(queuedStars(owner, 2)).toEqual([]);
  });

  it('ignores a damaged entry', () => {
    localStorage.setItem('vitrine:star-queue:demo:8', '[{"eventId":1,"kind":"nope","id":1,"starred":true},7');
    expect(queuedStars(owner)).toEqual([]);
    localStorage.setItem(
      'vitrine:star-queue:demo:8',
      JSON.stringify([{ eventId: 1, kind: 'nope', id: 1, starred: true }, star(3)]),
    );
    expect(queuedStars(owner)).toEqual([star(3)]);
  });

  it('shows the queued wishes over the server’s stars', () => {
    const stars = { ...noStars, agenda: [1, 2], speaker: [4] };
    expect(withQueuedStars(stars, [])).toBe(stars);
    expect(
      withQueuedStars(stars, [star(2, false), star(3), { ...star(4), kind: 'speaker', starred: false }]),
    ).toEqual({
      ...noStars,
      agenda: [1, 3],
      speaker: [],
    });
  });

  it('sends the queue in order, stops without network and goes on where it stopped', async () => {
    queueStar(owner, star(1));
    queueStar(owner, star(2, false));
    queueStar(owner, star(3));
    const sent: number[] = [];
    let online = true;
    const send = vi.fn(async ({ id }: QueuedStar) => {
      if (!online) throw offline();
      sent.push(id);
      if (id === 2) online = false;
    });
    const first = await sendQueuedStars(owner, send);
    expect(first.sent.map(({ id }) => id)).toEqual([1, 2]);
    expect(first.stoppedBy).toBeInstanceOf(ApiError);
    expect(queuedStars(owner)).toEqual([star(3)]);

    online = true;
    const second = await sendQueuedStars(owner, send);
    expect(second).toEqual({ sent: [star(3)], refused: [] });
    expect(sent).toEqual([1, 2, 3]);
    expect(queuedStars(owner)).toEqual([]);
  });

  it('drops a wish the server refuses for good (the item is gone) and goes on', async () => {
    queueStar(owner, star(1));
    queueStar(owner, star(2));
    const result = await sendQueuedStars(owner, async ({ id }) => {
      if (id === 1) throw refusal(404);
    });
    expect(result.refused.map(({ star: { id } }) => id)).toEqual([1]);
    expect(result.sent).toEqual([star(2)]);
    expect(queuedStars(owner)).toEqual([]);
  });

  it('sends one request at a time, and a wish changed while its request was out is sent next', async () => {
    queueStar(owner, star(1));
    const calls: QueuedStar[] = [];
    let release: () => void = () => {};
    const send = async (wish: QueuedStar) => {
      calls.push(wish);
      if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
    };
    const first = sendQueuedStars(owner, send);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    queueStar(owner, star(1, false));
    const second = sendQueuedStars(owner, send);
    release();
    await Promise.all([first, second]);
    expect(calls).toEqual([star(1), star(1, false)]);
    expect(queuedStars(owner)).toEqual([]);
  });
});

describe('submitStar', () => {
  it('is sent at once when the network is there', async () => {
    await expect(submitStar(owner, star(1), async () => {})).resolves.toBe('sent');
    expect(queuedStars(owner)).toEqual([]);
  });

  it('stays queued without network', async () => {
    await expect(
      submitStar(owner, star(1), async () => {
        throw offline();
      }),
    ).resolves.toBe('queued');
    expect(queuedStars(owner)).toEqual([star(1)]);
  });

  it('is taken back when the server refuses it or is in trouble', async () => {
    await expect(
      submitStar(owner, star(1), async () => {
        throw refusal(403);
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      submitStar(owner, star(2), async () => {
        throw refusal(503);
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(queuedStars(owner)).toEqual([]);
  });
});
