import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../nodes.ts';
import { codeIn, startSmtpPeer } from '../smtp-peer.ts';
import { makeTempDir } from '../template.ts';
import {
  type ApiNode,
  demoTenant,
  type PostgresServer,
  sleep,
  startNode,
  startPostgres,
  until,
} from './harness.ts';

let postgres: PostgresServer;
let dataDir: string;
let node: ApiNode | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
const jwtSecret = randomBytes(32).toString('hex');

beforeAll(async () => {
  postgres = await startPostgres();
  dataDir = await makeTempDir('faults-mail');
});
afterAll(async () => {
  await node?.stop();
  await smtp?.close();
  await postgres?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function jobStates(): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query("select state from pgboss.job where name = 'mail'");
    return rows.map((row: { state: string }) => row.state);
  } finally {
    await client.end();
  }
}

describe('SMTP down during sign-up, the node killed, then both back', () => {
  it('delivers the queued code once, from the next node, when the SMTP server answers', async () => {
    const smtpPort = await freePort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOB_RETRY_DELAY: '1', JOB_POLL_INTERVAL: '0.5' };
    node = await startNode({ databaseUrl: postgres.url, jwtSecret, dataDir, env });

    const email = `queda.${Date.now()}@example.com`;
    const response = await fetch(`${node.base}/api/auth/register`, {
      method: 'POST',
      headers: { ...demoTenant, 'content-type': 'application/json' },
      body: JSON.stringify({
        login: email,
        password: 'segredo-123',
        confirmPassword: 'segredo-123',
        name: 'Queda',
      }),
    });
    expect(response.status).toBe(201);
    const { token, codeDelivery } = (await response.json()) as { token: string; codeDelivery: string };
    expect(codeDelivery).toBe('QUEUED');

    // The mail job has failed at least once against the closed port and waits to retry.
    await until('a failed delivery', async () => ((await jobStates()).includes('retry') ? true : undefined));
    await node.kill();
    smtp = await startSmtpPeer(smtpPort);
    await sleep(1_000);
    expect(smtp.received).toHaveLength(0);

    node = await startNode({ databaseUrl: postgres.url, jwtSecret, dataDir, env });
    const mail = await smtp.mailTo(email, 0, 60_000);
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).userId;
    const confirmed = await fetch(`${node.base}/api/auth/confirm-user/${userId}`, {
      method: 'PATCH',
      headers: { ...demoTenant, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: codeIn(mail) }),
    });
    expect(confirmed.status).toBe(200);
    await until('the job completed', async () =>
      (await jobStates()).every((state) => state === 'completed') ? true : undefined,
    );
    await sleep(1_500);
    expect(smtp.received.filter((item) => item.to.includes(email))).toHaveLength(1);
  });
});
