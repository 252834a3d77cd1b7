import { describe, expect, it } from 'vitest';
import { notificationOfPush, notificationTarget, parsePushPayload } from './push-notification.ts';

const payload = {
  title: 'Feira Imobiliária 2025',
  body: 'Sua publicação foi aprovada.',
  url: '/event/1?tab=feed',
  tag: 'notification-42',
  icon: '/pwa-192.png',
};

describe('push notifications', () => {
  it('shows the payload: title, body, icon, tag, and the address to open in data', () => {
    expect(notificationOfPush(JSON.stringify(payload))).toEqual({
      title: payload.title,
      options: { body: payload.body, icon: payload.icon, tag: payload.tag, data: { url: payload.url } },
    });
  });

  it('shows a generic Vitrine notification for a payload that does not parse', () => {
    const generic = {
      title: 'Vitrine',
      options: { icon: '/pwa-192.png', tag: 'vitrine', data: { url: '/' } },
    };
    for (const text of [null, '', 'not json', '42', '[]', JSON.stringify({ ...payload, title: '  ' })]) {
      expect(notificationOfPush(text)).toEqual(generic);
    }
    expect(parsePushPayload(JSON.stringify({ ...payload, url: 7 }))).toBeNull();
  });

  it('opens only addresses of the app', () => {
    const origin = 'https://vitrine.example';
    expect(notificationTarget({ url: '/event/1?tab=feed' }, origin)).toBe(`${origin}/event/1?tab=feed`);
    expect(notificationTarget({ url: `${origin}/minha-agenda` }, origin)).toBe(`${origin}/minha-agenda`);
    expect(notificationTarget({ url: 'https://evil.example/x' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ url: '//evil.example/x' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ url: 'javascript:alert(1)' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget(null, origin)).toBe(`${origin}/`);
  });
});
