import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR; the SMTP peer writes each mail it receives to `smtp-peer/` there. */
    dataDir: string;
  }
}

const root = new URL('../../../', import.meta.url).pathname;

/** The API suite's SMTP peer (apps/api/test/smtp-peer.ts), loaded by path: it is another project's file. */
interface SmtpPeerModule {
  startSmtpPeer(
    port: number,
    onMail: (mail: { to: string[]; raw: string }) => void,
  ): Promise<{ url: string; close(): Promise<void> }>;
  textOf(raw: string): string;
}
const smtpPeerPath = path.join(root, 'apps/api/test/smtp-peer.ts');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the real server (embedded database, demo seed, built web app) once for the browser suite. */
export default async function setup(project: TestProject) {
  const webDist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does it)');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // A real OIDC provider for the Google button: it signs in at once as this verified user.
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    token.payload.email = 'google.visitor@example.com';
    token.payload.email_verified = true;
    token.payload.name = 'Gabriela Google';
  });
  // A real SMTP server receives the app's mail; each mail is written as JSON for the tests, which
  // run in other processes, to read (e2e/session.ts).
  const mailDir = path.join(dataDir, 'smtp-peer');
  await mkdir(mailDir);
  let received = 0;
  const { startSmtpPeer, textOf } = (await import(smtpPeerPath)) as SmtpPeerModule;
  const smtp = await startSmtpPeer(0, (mail) => {
    const seq = ++received;
    const text = textOf(mail.raw);
    void writeFile(
      path.join(mailDir, `${String(seq).padStart(6, '0')}.json`),
      JSON.stringify({ to: mail.to, text, seq }),
    );
  });
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      OIDC_GOOGLE_ISSUER: provider.issuer.url ?? '',
      OIDC_GOOGLE_CLIENT_ID: 'vitrine-e2e',
      OIDC_GOOGLE_CLIENT_SECRET: 'vitrine-e2e-secret',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server was not ready within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    await exited;
    await provider.stop();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
