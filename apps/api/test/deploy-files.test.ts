/**
 * The image starts the server without `npm start` (so SIGTERM reaches it), which means it repeats
 * the runtime settings of scripts/server-runtime.mjs: this keeps the two from drifting apart.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeArgs } from '../../../scripts/server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const dockerfile = await readFile(path.join(root, 'deploy/Dockerfile'), 'utf8');

/** The runtime stage's instructions: comment lines dropped (Docker does too), `\` continuations joined. */
const runtimeStage = dockerfile
  .slice(dockerfile.lastIndexOf('FROM '))
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('#'))
  .join('\n')
  .replace(/\\\n/g, ' ')
  .split('\n');

describe('deploy/Dockerfile', () => {
  it('starts the server with the node flags of scripts/server-runtime.mjs', () => {
    const cmd = runtimeStage.find((line) => line.startsWith('CMD '));
    expect(cmd).toBeDefined();
    expect(JSON.parse(cmd!.slice(4))).toEqual(['node', ...serverNodeArgs]);
  });

  it('sets the allocator environment of scripts/server-runtime.mjs', () => {
    const env = runtimeStage.find((line) => line.startsWith('ENV '))!;
    const settings = Object.fromEntries(
      [...env.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]),
    );
    for (const [name, value] of Object.entries(serverEnv({}))) expect(settings[name], name).toBe(value);
  });
});
