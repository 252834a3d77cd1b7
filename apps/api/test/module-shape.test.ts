import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every API module has one shape (docs/ARCHITECTURE.md, 'How a module is wired'; CONTRIBUTING.md):
 * an index.ts whose plugin carries the folder's name, registered in app.ts's module list, and
 * layers named after the folder — a module with routes has `<name>.routes.ts`, one with a
 * service `<name>.service.ts`, one with SQL `<name>.repository.ts`. Further parts of a module
 * (`agenda-admin.routes.ts`, `webhook-outbox.ts`) sit beside those, never instead of them.
 */
const modulesDir = join(import.meta.dirname, '../src/modules');
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const layers = ['routes', 'service', 'repository'] as const;

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function sourceFiles(name: string): string[] {
  return readdirSync(join(modulesDir, name)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
}

describe('API module shape', () => {
  it('finds the modules', () => {
    expect(modules.length).toBeGreaterThan(25);
  });

  it.each(modules)('%s: index.ts exports its plugin, named after the folder', async (name) => {
    const entry = (await import(join(modulesDir, name, 'index.ts'))) as Record<string, unknown>;
    const plugin = entry[`${camel(name)}Module`] as Record<symbol, unknown> | undefined;
    expect(plugin, `${name}/index.ts exports ${camel(name)}Module`).toBeTypeOf('function');
    // fastify-plugin's name: what other modules' `dependencies` and Fastify's errors call it.
    expect(plugin?.[Symbol.for('fastify.display-name')]).toBe(name);
  });

  it.each(modules)('%s: its layers carry the folder name', (name) => {
    const files = sourceFiles(name);
    const missing = layers
      .filter((layer) => files.some((file) => file.endsWith(`.${layer}.ts`)))
      .map((layer) => `${name}.${layer}.ts`)
      .filter((file) => !files.includes(file));
    expect(missing, `${name}/ has parts of these layers but not the module's own file`).toEqual([]);
  });

  it('app.ts registers every module', () => {
    const app = readFileSync(join(import.meta.dirname, '../src/app.ts'), 'utf8');
    const list = app.slice(app.indexOf('const modules'));
    const unregistered = modules.filter((name) => !new RegExp(`\\b${camel(name)}Module\\b`).test(list));
    expect(unregistered).toEqual([]);
  });
});
