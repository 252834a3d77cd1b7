// `npm run bench [-- --quick]`: every benchmark of DESIGN §10, one after another (they share the
// two cores, so never in parallel). Each prints its table and writes bench/results/<name>.json.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const benches = ['read-path.mjs', 'feed-scale.mjs', 'live-fanout.mjs'];
const failed = [];
for (const bench of benches) {
  console.log(`\n=== ${bench} ${args.join(' ')}`);
  const run = spawnSync(process.execPath, [new URL(bench, import.meta.url).pathname, ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed.push(`${bench} (exit ${run.status ?? run.signal})`);
}
if (failed.length > 0) {
  console.error(`\nbench: ${failed.join(', ')} did not finish or missed a budget`);
  process.exit(1);
}
console.log('\nbench: every benchmark finished');
