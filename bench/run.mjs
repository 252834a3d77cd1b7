// `npm run bench [-- --quick]`: every budget of bench/README.md in one command. Runs the benchmarks one
// after another (they share the cores, so never in parallel), then prints ONE table of every
// figure (measured, budget, pass/fail) and writes bench/results/latest.json; exits 1 when a budget
// is missed or a benchmark did not finish. `--only=web,soak` runs a subset (while working on one).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfStale } from './lib/bundle-size.mjs';
import { printTable, quick, resultsDir, root } from './lib/common.mjs';

const benches = [
  // First, on a quiet machine: Lighthouse's scores depend on the CPU.
  { name: 'web', file: 'web.mjs', covers: 'initial JS for /event, Lighthouse mobile' },
  { name: 'read-path', file: 'read-path.mjs', covers: 'read path vs bare node:http, RSS' },
  { name: 'my-agenda', file: 'my-agenda.mjs', covers: 'Minha agenda and calendar feed, 200 stars' },
  { name: 'feed-scale', file: 'feed-scale.mjs', covers: 'feed at 1,000 and 100,000 posts' },
  { name: 'live-fanout', file: 'live-fanout.mjs', covers: 'live fan-out, 1 and 2 nodes' },
  { name: 'reminders', file: 'reminders.mjs', covers: '10,000 reminders due at once, push, a kill' },
  { name: 'leads', file: 'leads.mjs', covers: '50 scanners, offline queue, 20 doors at check-in' },
  { name: 'webhooks', file: 'webhooks.mjs', covers: '1,000 events a minute, a 2-minute outage' },
  { name: 'imports', file: 'imports.mjs', covers: '5,000 exhibitors: preview and import' },
  { name: 'soak', file: 'soak.mjs', covers: 'mixed load over time' },
];
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const childArgs = [...(quick ? ['--quick'] : []), '--in-run'];

function git(...args) {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

const started = Date.now();
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? null,
  memoryMb: Math.round(os.totalmem() / 2 ** 20),
  loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
};
const commit = git('rev-parse', 'HEAD');
const dirty = Boolean(git('status', '--porcelain', '--untracked-files=no'));

// The web budgets and Lighthouse need the built app; build it once, before anything is timed.
const rebuilt = buildWebIfStale();

const rows = [];
const runs = [];
for (const bench of benches) {
  if (only && !only.includes(bench.name)) continue;
  const file = path.join(resultsDir, `${bench.name}.json`);
  rmSync(file, { force: true }); // never report an earlier run's figures
  console.log(`\n=== ${bench.name}: ${bench.covers}`);
  const at = Date.now();
  const run = spawnSync(process.execPath, [new URL(bench.file, import.meta.url).pathname, ...childArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = Math.round((Date.now() - at) / 100) / 10;
  const exit = run.status ?? run.signal;
  runs.push({ name: bench.name, seconds, exit });
  const figures = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).figures : null;
  if (!figures) {
    rows.push({
      bench: bench.name,
      figure: `${bench.name} finished`,
      value: `exit ${exit}`,
      budget: 'yes',
      pass: false,
    });
    continue;
  }
  rows.push(...figures.map((f) => ({ bench: bench.name, ...f })));
  if (run.status !== 0 && !figures.some((f) => f.pass === false)) {
    rows.push({
      bench: bench.name,
      figure: `${bench.name} exit code`,
      value: exit,
      budget: '0',
      pass: false,
    });
  }
}

const totalSeconds = Math.round((Date.now() - started) / 100) / 10;
const mode = quick ? 'quick' : 'full';
const missed = printTable(
  rows,
  `vitrine bench (${mode}) — ${machine.cpus} × ${machine.cpuModel}, node ${machine.node}, ` +
    `${commit?.slice(0, 10) ?? 'no git'}${dirty ? '+changes' : ''}, ${totalSeconds} s`,
);
mkdirSync(resultsDir, { recursive: true });
const latest = path.join(resultsDir, 'latest.json');
writeFileSync(
  latest,
  `${JSON.stringify(
    {
      date: new Date(started).toISOString(),
      mode,
      commit,
      uncommittedChanges: dirty,
      machine,
      webRebuilt: rebuilt,
      seconds: totalSeconds,
      benches: runs,
      figures: rows,
      budgetsMissed: missed.map((r) => r.figure),
      pass: missed.length === 0,
    },
    null,
    2,
  )}\n`,
);
console.log(`wrote ${path.relative(root, latest)} (details: bench/results/<bench>.json)`);
process.exit(missed.length > 0 ? 1 : 0);
