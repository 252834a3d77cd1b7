import { describe, expect, it } from 'vitest';
import { dateTextSchema, pageQuerySchema, timeTextSchema } from './common.ts';
import { propertyStatusByCode, propertyStatuses, quotaByCode, quotas } from './domain.ts';
import { errorMessages } from './errors.ts';
import { isVideoUrl, limits } from './limits.ts';

describe('contract', () => {
  it('keeps the product limits', () => {
    expect(limits.imageMaxBytes).toBe(5 * 1024 * 1024);
    expect(limits.maxMediaPerPost).toBe(3);
    expect(limits.verificationCodeLength).toBe(6);
    expect(limits.defaultPageSize).toBe(10);
  });

  it('maps every form code to a distinct quota and property status', () => {
    expect(new Set(Object.values(quotaByCode))).toEqual(new Set(quotas));
    expect(new Set(Object.values(propertyStatusByCode))).toEqual(new Set(propertyStatuses));
  });

  it('has one message per error code, all distinct', () => {
    const messages = Object.values(errorMessages);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('parses wire dates, times and paging', () => {
    expect(dateTextSchema.safeParse('12/03/2027').success).toBe(true);
    expect(dateTextSchema.safeParse('2027-03-12').success).toBe(false);
    expect(timeTextSchema.safeParse('23:59').success).toBe(true);
    expect(timeTextSchema.safeParse('24:00').success).toBe(false);
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 10 });
    expect(pageQuerySchema.safeParse({ size: '101' }).success).toBe(false);
  });
});

describe('isValidCpf', async () => {
  const { isValidCpf } = await import('./cpf.ts');
  it('accepts valid numbers with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('refuses wrong check digits, repeated digits and other lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
    expect(isValidCpf('abc')).toBe(false);
  });
});

describe('isVideoUrl', () => {
  it('decides by the extension of the path, ignoring case, query and fragment', () => {
    const videos = ['/api/media/a.mp4', '/x/B.WEBM?x=1', '/c.ogg#t=2'];
    const others = ['/d-1440.webp', '/e.mp4.png', '/f.jpg', '/mp4', ''];
    for (const url of videos) expect(isVideoUrl(url), url).toBe(true);
    for (const url of others) expect(isVideoUrl(url), url).toBe(false);
  });
});
