// `npm test`: unit and API suites, then the browser suite in Chromium against the real server.
// Ends with one line "vitrine: N passed, N failed". Without Chromium the browser suite is skipped
// loudly on a developer's machine and fails in CI (CI=true).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function vitest(projects, label) {
  const report = path.join(tmpdir(), `vitrine-${label}-${process.pid}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: process.env });
  if (run.status !== 0) failed = true;
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    rmSync(report, { force: true });
  } else if (run.status !== 0) {
    totals.failed += 1;
  }
}

const only = process.argv[2];
if (only !== 'e2e') vitest(['contract', 'api', 'web'], 'unit');

if (only !== 'unit') {
  if (existsSync(chromium)) {
    const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@vitrine/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      failed = true;
      totals.failed += 1;
    } else {
      vitest(['e2e'], 'e2e');
    }
  } else {
    const line = '!'.repeat(78);
    console.error(`\n${line}\n  BROWSER TESTS NOT RUN: no Chromium at ${chromium}.`);
    console.error('  Install it (Debian: apt-get install -y chromium) or set CHROME_PATH.');
    console.error(`${line}\n`);
    if (ci) {
      failed = true;
      totals.failed += 1;
    }
  }
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\nvitrine: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failed ? 1 : 0);
