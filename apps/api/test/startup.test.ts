import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from './template.ts';

const serverEntry = new URL('../src/server.ts', import.meta.url).pathname;

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { output: '' };
  child.stdout.on('data', (chunk) => (state.output += chunk));
  child.stderr.on('data', (chunk) => (state.output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: state.output });
    }),
  );
  return { child, state, exited };
}

const run = (env: Record<string, string>) => start(env).exited;

describe('starting the server', () => {
  it('exits 1 with a clear line when the database cannot be reached', async () => {
    const port = await closedPort();
    const { code, output } = await run({
      DATA_DIR: await makeTempDir('start'),
      DATABASE_URL: `postgres://postgres:secret-pw@127.0.0.1:${port}/vitrine`,
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(output).toContain(`the database (PostgreSQL at 127.0.0.1:${port}/vitrine) failed`);
    expect(output).not.toContain('secret-pw');
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const port = await closedPort();
    const server = start({
      DATA_DIR: await makeTempDir('stop'),
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    const deadline = Date.now() + 30_000;
    let ready = false;
    while (!ready && Date.now() < deadline && server.child.exitCode === null) {
      ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(true);
    server.child.kill('SIGTERM');
    const { code, output } = await server.exited;
    expect(code).toBe(0);
    expect(output).toContain('SIGTERM received');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it('exits 1 naming a bad variable', async () => {
    const { code, output } = await run({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('PORT');
  });
});
