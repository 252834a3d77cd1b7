import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/render.tsx';
import { apiReadOf, personalCacheKey } from './api-reads.ts';

describe('the API reads the service worker keeps', () => {
  it("sorts the event page's reads into public and personal ones", () => {
    for (const path of [
      '/api/config',
      '/api/event/1',
      '/api/event/shortcuts/1',
      '/api/agenda/event/1',
      '/api/exhibitor/findByEvent/1',
      '/api/exhibitor/3',
      '/api/exhibitor/shortcuts/3',
      '/api/speaker/findByEvent/1',
      '/api/speaker/4',
      '/api/routeImmobile/event/1',
      '/api/routeImmobile/5',
    ]) {
      expect(apiReadOf(path), path).toBe('public');
    }
    for (const path of [
      '/api/favorite',
      '/api/agenda/my/1',
      '/api/event/participate/1',
      '/api/publication/event/1',
      '/api/badge',
      '/api/consent',
    ]) {
      expect(apiReadOf(path), path).toBe('personal');
    }
    for (const path of [
      '/api/agenda/event/1.ics',
      '/api/calendar/key',
      '/api/notification',
      '/api/media/a-640.webp',
      '/api/badge/rotate',
      '/api/consent/4',
    ]) {
      expect(apiReadOf(path), path).toBeNull();
    }
  });

  it('files a personal read under its tenant and user, whatever the token', () => {
    const headers = (token?: string) =>
      new Headers({ 'X-Tenant': 'demo', ...(token ? { Authorization: `Bearer ${token}` } : {}) });
    const url = 'https://vitrine.example/api/favorite?eventId=1';
    const first = personalCacheKey(url, headers(fakeToken({ userId: 8, role: 'USER', iat: 1 })));
    const again = personalCacheKey(url, headers(fakeToken({ userId: 8, role: 'USER', iat: 2 })));
    const other = personalCacheKey(url, headers(fakeToken({ userId: 9, role: 'USER' })));
    expect(first).toBe('https://vitrine.example/api/favorite?eventId=1&vitrine-owner=demo%3A8');
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(personalCacheKey(url, headers())).toContain('vitrine-owner=demo%3Aanonymous');
  });
});
