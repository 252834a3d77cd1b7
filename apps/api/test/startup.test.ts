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

function run(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

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

  it('exits 1 naming a bad variable', async () => {
    const { code, output } = await run({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('PORT');
  });
});
