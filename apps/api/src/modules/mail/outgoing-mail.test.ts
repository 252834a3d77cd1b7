import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoTenant, type TestApp } from '../../../test/helpers.ts';
import { freePort } from '../../../test/nodes.ts';
import { codeIn, startSmtpPeer } from '../../../test/smtp-peer.ts';
import { verificationCodes } from '../../db/schema.ts';

// The SMTP server is down when the test starts (nothing listens on its port) and comes up later.
let test: TestApp;
let smtpPort: number;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;

beforeAll(async () => {
  smtpPort = await freePort();
  test = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Retries after about 1, 2, 4, 8 s: the peer below comes up within the first few.
    JOB_RETRY_DELAY: '1',
    JOB_POLL_INTERVAL: '0.5',
  });
});
afterAll(async () => {
  await test?.close();
  await smtp?.close();
});

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('mail while the SMTP server is down', () => {
  it('queues the sign-up code, spends no allowance on resends meanwhile, and delivers it once when the server answers', async () => {
    const email = `fila.${Date.now()}@example.com`;
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: demoTenant,
      payload: { login: email, password: 'segredo-123', confirmPassword: 'segredo-123', name: 'Fila' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().codeDelivery).toBe('QUEUED');
    const { token } = registered.json();
    const { userId } = claimsOf(token);
    const headers = { ...demoTenant, authorization: `Bearer ${token}` };

    // Two minutes later by the code's clock, the visitor asks again, twice: the first code is
    // still on its way, so nothing new is made and nothing counts against the five an hour.
    await test.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(verificationCodes.userId, userId));
    for (let ask = 0; ask < 2; ask++) {
      const resent = await test.app.inject({
        method: 'POST',
        url: `/api/auth/resend-token/${userId}`,
        headers,
      });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ codeDelivery: 'STILL_QUEUED', message: 'Code on its way' });
    }
    const [codes] = await test.database.db
      .select({ value: count() })
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, userId));
    expect(codes?.value).toBe(1);

    const help = await test.app.inject({
      method: 'POST',
      url: '/api/user/help',
      headers: demoTenant,
      payload: { name: 'Rita', email: 'rita@example.com', subject: 'Fila', message: 'Chegou?' },
    });
    expect(help.statusCode).toBe(201);

    // Tried at least once and failed: the job is retrying, not lost.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    smtp = await startSmtpPeer(smtpPort);
    const mail = await smtp.mailTo(email, 0, 30_000);
    await smtp.mailTo('contato@vitrine.demo', 0, 30_000);
    const confirmed = await test.app.inject({
      method: 'PATCH',
      url: `/api/auth/confirm-user/${userId}`,
      headers,
      payload: { code: codeIn(mail) },
    });
    expect(confirmed.statusCode).toBe(200);

    // Once: no second copy of either mail arrives after a few more polls.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.received.filter((item) => item.to.includes(email))).toHaveLength(1);
    expect(smtp.received.filter((item) => item.to.includes('contato@vitrine.demo'))).toHaveLength(1);
  }, 60_000);
});
