import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../fixtures.ts';
import { makeTempDir } from '../template.ts';
import {
  type ApiNode,
  admin,
  demoTenant,
  login,
  type PostgresServer,
  sleep,
  startNode,
  startPostgres,
  until,
} from './harness.ts';

let postgres: PostgresServer;
let dataDir: string;
let node: ApiNode | undefined;
const jwtSecret = randomBytes(32).toString('hex');
let token: string;
let eventId: number;
let before: Snapshot;
const sweepAgeS = 4;
/** Restarts are the same node: its folder of uploads is DATA_DIR/tmp/uploads/<NODE_ID>. */
const nodeEnv = { NODE_ID: 'crash-node' };

/** What a crash could leave behind: stored files, temporary uploads, rows. */
interface Snapshot {
  media: string[];
  uploads: string[];
  mediaRows: number;
  publications: number;
}

beforeAll(async () => {
  postgres = await startPostgres();
  dataDir = await makeTempDir('faults-upload');
  node = await startNode({ databaseUrl: postgres.url, jwtSecret, dataDir, env: nodeEnv });
  token = await login(node.base, admin.login, admin.password);
  eventId = (await sql("select default_event_id as id from tenant where slug = 'demo'"))[0].id;
  before = await snapshot();
});
afterAll(async () => {
  await node?.stop();
  await postgres?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: rows of ad-hoc SQL, read field by field
async function sql(text: string): Promise<any[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function snapshot(): Promise<Snapshot> {
  const [media] = await sql('select count(*)::int as n from media_file');
  const [publications] = await sql('select count(*)::int as n from publication');
  return {
    media: await filesUnder(path.join(dataDir, 'media')),
    uploads: await filesUnder(path.join(dataDir, 'tmp', 'uploads')),
    mediaRows: media.n,
    publications: publications.n,
  };
}

/** Starts the upload of `body` and resolves with the request, whose answer nobody awaits. */
function postPublication(body: { headers: Record<string, string>; payload: Buffer }, length: number) {
  const url = new URL(
    `${node!.base}/api/publication/event/${eventId}?type=ANNOUNCEMENT&description=${encodeURIComponent('Queda')}`,
  );
  const request = http.request(url, {
    method: 'POST',
    headers: {
      ...demoTenant,
      ...body.headers,
      authorization: `Bearer ${token}`,
      'content-length': String(length),
    },
  });
  const answer = new Promise<number | 'no answer'>((resolve) => {
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', () => resolve('no answer'));
  });
  return { request, answer };
}

/** A photo of noise: large to send and slow to encode, within the 5 MB limit. */
const noisePhoto = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * Restarts the node on the same data folder, sweeping every second what is older than 4 s: any
 * upload of this test commits well within that (a threshold shorter than a request would sweep
 * its media before it links them, which is what the default 10 minutes guard against).
 */
async function restartSweeping() {
  node = await startNode({
    databaseUrl: postgres.url,
    jwtSecret,
    dataDir,
    env: { ...nodeEnv, MEDIA_SWEEP_MIN_AGE: String(sweepAgeS), MEDIA_SWEEP_INTERVAL: '1' },
  });
  token = await login(node.base, admin.login, admin.password);
}

async function expectBackTo(expected: Snapshot) {
  const after = await until(
    'every leftover swept',
    async () => {
      const now = await snapshot();
      return JSON.stringify(now) === JSON.stringify(expected) ? now : undefined;
    },
    { timeoutMs: 20_000, everyMs: 250 },
  ).catch(async () => snapshot());
  expect(after).toEqual(expected);
}

describe('an API node killed in the middle of an upload', () => {
  it('during the multipart body: no row, and no temporary file once it restarts', async () => {
    // Another node sharing DATA_DIR is receiving an upload of its own: a restart here keeps it.
    const otherNode = path.join(dataDir, 'tmp', 'uploads', 'other-node');
    await mkdir(otherNode, { recursive: true });
    await writeFile(path.join(otherNode, 'upload-in-flight'), 'half a body');
    const photo = await noisePhoto(1600, 1200);
    const body = multipart([{ filename: 'foto.jpg', type: 'image/jpeg', data: photo }]);
    const { request, answer } = postPublication(body, body.payload.length);
    // Half the body, then nothing: the node is receiving when it dies.
    request.write(body.payload.subarray(0, body.payload.length >> 1));
    await until('the upload arriving in a temporary file', async () =>
      (await filesUnder(path.join(dataDir, 'tmp', 'uploads'))).some((file) => file.startsWith('crash-node/'))
        ? true
        : undefined,
    );
    await node!.kill();
    expect(await answer).toBe('no answer');
    request.destroy();
    expect((await snapshot()).uploads.length).toBeGreaterThan(1);

    // With the default sweep age nothing here is old enough: the node empties its own folder as
    // it starts, and only that one.
    node = await startNode({ databaseUrl: postgres.url, jwtSecret, dataDir, env: nodeEnv });
    expect((await snapshot()).uploads).toEqual(['other-node/upload-in-flight']);
    await node.stop();
    // The other node's file, once stale (its node gone), is swept like any crash's leftover.
    await restartSweeping();
    await expectBackTo(before);
  });

  it('between storing the media and committing the row: no row and no file once it restarts', async () => {
    await node!.stop();
    node = await startNode({ databaseUrl: postgres.url, jwtSecret, dataDir, env: nodeEnv });
    token = await login(node.base, admin.login, admin.password);
    // Three photos are stored one after another, then the publication commits with them: the
    // first stored file appears well before that commit.
    const photos = await Promise.all([1, 2, 3].map(() => noisePhoto(1600, 1200)));
    const body = multipart(
      photos.map((data, index) => ({ filename: `f${index}.jpg`, type: 'image/jpeg', data })),
    );
    const known = new Set(before.media);
    const { request, answer } = postPublication(body, body.payload.length);
    request.end(body.payload);
    const mediaDir = path.join(dataDir, 'media');
    await until(
      'the first medium stored',
      async () => ((await filesUnder(mediaDir)).some((file) => !known.has(file)) ? true : undefined),
      { timeoutMs: 60_000, everyMs: 5 },
    );
    await node.kill();
    expect(await answer).toBe('no answer');
    const left = await snapshot();
    // The window was hit: stored media exist that no committed publication shows.
    expect(left.media.filter((file) => !known.has(file)).length).toBeGreaterThan(0);
    expect(left.publications).toBe(before.publications);
    expect(left.uploads.length).toBeGreaterThan(0);

    await restartSweeping();
    // Its own temporary files are gone as soon as it is up; the orphan media once the sweep runs.
    expect((await snapshot()).uploads).toEqual([]);
    await expectBackTo(before);
    // And the node works: an upload succeeds, and its media outlive the sweeps that follow.
    const small = multipart([{ filename: 'f.jpg', type: 'image/jpeg', data: await noisePhoto(600, 400) }]);
    const retry = postPublication(small, small.payload.length);
    retry.request.end(small.payload);
    expect(await retry.answer).toBe(201);
    await sleep(sweepAgeS * 1000 + 1_500);
    const done = await snapshot();
    expect(done.publications).toBe(before.publications + 1);
    expect(done.mediaRows).toBe(before.mediaRows + 1);
    expect(done.media.length).toBeGreaterThan(before.media.length);
  });
});
