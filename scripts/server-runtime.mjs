// How the API server process is started: shared by `npm start` and the benchmarks, so they measure
// what runs. The settings keep the resident memory within its budget (RSS <= 300 MB under the
// read-path load on PGlite); figures from bench/read-path.mjs on the 2-core reference machine.

/** Node flags before the entry point. */
export const serverNodeArgs = [
  // Under a request burst V8 grows the young generation to 3 × 16 MB and lets the old one reach
  // ~3 × its live size before a full GC (heapTotal ~200 MB measured); small semi-spaces and 25 %
  // heap growth keep heapTotal ~75 MB. 4 MB rather than 8: −29 MB peak RSS under the read-path
  // load (mean of 4 runs each, 302 vs 331 MB) for −3.5 % requests/s; --optimize-for-size saved
  // nothing more and cost 15 %.
  '--max-semi-space-size=4',
  '--heap-growing-percent=25',
  // Lets startup run one full GC after seeding (prepare.ts): PGlite's initdb instance and the
  // seed's buffers are garbage then and, with little JS allocated, could stay resident for long
  // (RSS 900 MB vs 530 MB measured before the other settings here).
  '--expose-gc',
  '--import',
  'tsx',
  'apps/api/src/server.ts',
];

/**
 * The server's environment: glibc keeps memory freed by sharp's and V8's worker threads in
 * per-thread arenas (up to 8 × cores) and rarely trims them; two arenas and a low trim threshold
 * return it (530 → 345 MB after seeding, measured). A fixed mmap threshold keeps glibc from
 * raising it after each freed image buffer (its default, up to 32 MB), so libvips' and the seed's
 * large buffers are mapped and unmapped instead of fragmenting the heap: −20 MB RSS idle and
 * under the read-path load (bench/read-path.mjs, two runs each). Values already set win.
 */
export function serverEnv(env = process.env) {
  return {
    MALLOC_ARENA_MAX: '2',
    MALLOC_TRIM_THRESHOLD_: '131072',
    MALLOC_MMAP_THRESHOLD_: '131072',
    ...env,
  };
}
