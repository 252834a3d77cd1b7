import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every feature has the same shape (docs/ARCHITECTURE.md, 'The pieces'; CONTRIBUTING.md,
// 'Adding a screen'): index.ts at its root, its public entry, and only these subfolders.
const allowedFolders = ['api', 'components', 'lib', 'routes', 'test'];

const featuresRoot = import.meta.dirname;
const features = readdirSync(featuresRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the features folder', () => {
  it('holds features', () => {
    expect(features.length).toBeGreaterThan(10);
  });

  it('gives every feature an index.ts', () => {
    const missing = features.filter((name) => !existsSync(join(featuresRoot, name, 'index.ts')));
    expect(missing, `features without index.ts: ${missing.join(', ')}`).toEqual([]);
  });

  it('gives every feature only the allowed subfolders', () => {
    const strays = features.flatMap((name) =>
      readdirSync(join(featuresRoot, name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !allowedFolders.includes(entry.name))
        .map((entry) => `${name}/${entry.name}`),
    );
    expect(strays, `subfolders outside ${allowedFolders.join(', ')}: ${strays.join(', ')}`).toEqual([]);
  });
});
