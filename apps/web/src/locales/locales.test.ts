import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodes } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import areaEn from './area/en.json';
import areaEs from './area/es.json';
import areaPtBR from './area/pt-BR.json';
import en from './en.json';
import es from './es.json';
import policyEn from './policy/en.json';
import policyEs from './policy/es.json';
import policyPtBR from './policy/pt-BR.json';
import ptBR from './pt-BR.json';
import scannerEn from './scanner/en.json';
import scannerEs from './scanner/es.json';
import scannerPtBR from './scanner/pt-BR.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/**
 * A locale whole: its main bundle plus the sections that load with their screens (the producer's
 * and exhibitor's areas, the policy, the scanner).
 */
const whole = (main: Tree, area: Tree, policy: Tree, scanner: Tree): Tree => ({
  ...main,
  ...area,
  policy: { ...(main.policy as Tree), ...policy },
  scanner,
});
const locales = {
  'pt-BR': flatten(whole(ptBR, areaPtBR, policyPtBR, scannerPtBR)),
  es: flatten(whole(es, areaEs, policyEs, scannerEs)),
  en: flatten(whole(en, areaEn, policyEn, scannerEn)),
};
const reference = locales['pt-BR'];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(pluralSuffix, '');

/**
 * Keys the code builds at run time, so no literal names them. Keep this list short and say why:
 * - serverErrors.<CODE>: looked up from the API's error code (lib/i18n/server-errors.ts); their
 *   completeness is checked against the contract below instead.
 */
const dynamicKeyPrefixes = ['serverErrors.'];

const sourceRoot = join(import.meta.dirname, '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const sources = sourceFiles(sourceRoot).map((path) => readFileSync(path, 'utf8'));
const code = sources.join('\n');

describe('locales', () => {
  it.each(['es', 'en'] as const)('%s has exactly the keys of pt-BR', (language) => {
    const keys = [...locales[language].keys()];
    expect(
      keys.filter((key) => !reference.has(key)),
      'keys only in this locale',
    ).toEqual([]);
    expect(
      [...reference.keys()].filter((key) => !locales[language].has(key)),
      'keys missing',
    ).toEqual([]);
  });

  it.each(['es', 'en'] as const)('%s keeps the placeholders of pt-BR', (language) => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
    const mismatched = [...reference].filter(([key, text]) => {
      const other = locales[language].get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('has no empty translations', () => {
    for (const locale of Object.values(locales)) {
      expect([...locale].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    }
  });

  it('has every key the code asks for', () => {
    const asked = new Set<string>();
    for (const match of code.matchAll(/\bt\(\s*['"`]([\w.-]+)['"`]/g)) asked.add(match[1] ?? '');
    for (const match of code.matchAll(/i18nKey=["']([\w.-]+)["']/g)) asked.add(match[1] ?? '');
    const bases = new Set([...reference.keys()].map(baseKey));
    expect([...asked].filter((key) => !bases.has(key))).toEqual([]);
    expect(asked.size).toBeGreaterThan(50);
  });

  it('has no key the code never uses', () => {
    const unused = [...new Set([...reference.keys()].map(baseKey))].filter(
      (key) =>
        !dynamicKeyPrefixes.some((prefix) => key.startsWith(prefix)) &&
        !code.includes(`'${key}'`) &&
        !code.includes(`"${key}"`) &&
        !code.includes(`\`${key}\``),
    );
    expect(unused).toEqual([]);
  });

  it('translates every error code of the contract, and nothing else', () => {
    const serverKeys = [...reference.keys()].filter((key) => key.startsWith('serverErrors.'));
    const expected = [...errorCodes, 'FETCH_FAILED', 'unknown'].map((code) => `serverErrors.${code}`);
    expect(serverKeys.sort()).toEqual(expected.sort());
  });

  it('keeps the original client’s wording of the server messages it gives', () => {
    expect(reference.get('serverErrors.EVENT_CROWDED')).toBe('Evento {{0}} está lotado');
    expect(reference.get('serverErrors.LAST_ADMIN')).toBe('Você não pode excluir o último administrador!');
    expect(reference.get('serverErrors.BAD_CREDENTIALS')).toBe('Senha incorreta, Tente novamente!');
  });
});
