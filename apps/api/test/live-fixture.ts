import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { LiveEnvelope } from '../src/realtime/bus.ts';
import { buildShowcaseTestApp, demoTenant, type ShowcaseTestApp } from './helpers.ts';

/** The seeded app listening on 127.0.0.1, and what the live channel tests share. */
export async function liveFixture() {
  const test: ShowcaseTestApp = await buildShowcaseTestApp();
  const base = await test.app.listen({ port: 0, host: '127.0.0.1' });

  const login = async (login: string, password: string) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: demoTenant,
      payload: { login, password },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    const me = await test.app.tokens.verify(token, 'demo');
    return { token, userId: me!.userId };
  };

  /** What the notifications service would publish, with a text per language. */
  const envelope = (destination: string, id = 'b-1'): LiveEnvelope => ({
    destination,
    message: {
      id,
      type: 'ANNOUNCEMENT_PUBLISHED',
      eventId: test.eventId,
      publicationId: 7,
      texts: { 'pt-BR': 'Novo anúncio', es: 'Nuevo anuncio', en: 'New announcement' },
    },
  });

  /** Polls until the broker's counts match (closing is asynchronous on the server side). */
  const statsBecome = async (expected: { connections: number; subscriptions: number }) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { connections, subscriptions } = test.app.live.stats();
      if (connections === expected.connections && subscriptions === expected.subscriptions) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(test.app.live.stats()).toMatchObject(expected);
  };

  return {
    test,
    base,
    login,
    envelope,
    statsBecome,
    admin: await login('produtor@vitrine.demo', 'vitrine-demo-2024'),
  };
}

/** A client-to-server WebSocket text frame (clients must mask), for payloads under 126 bytes. */
export function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const masked = payload.map((byte, i) => byte ^ mask[i % 4]!);
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
}
