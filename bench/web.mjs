// Web budgets (bench/README.md): the initial JavaScript of `/event` (gzip, from the built app) and
// Lighthouse 12 (mobile, default config) on the real server serving the built app at /event.
// Builds the web app first when apps/web/dist is missing or older than its sources.
// Usage: node bench/web.mjs [--quick]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  buildWebIfStale,
  embedJsBudgetBytes,
  embedPageJs,
  initialEventJs,
  initialJsBudgetBytes,
} from './lib/bundle-size.mjs';
import {
  figures,
  finish,
  onCleanup,
  quick,
  resultsDir,
  runBench,
  startServer,
  stopChild,
} from './lib/common.mjs';

const BUDGET = {
  initialJsKb: initialJsBudgetBytes / 1024,
  performance: 90,
  accessibility: 95,
  // The embeddable agenda: a light page on someone else's site.
  embedPerformance: 95,
};
const RUNS = quick ? 1 : 3;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
/**
 * What a visitor who entered as a guest (POST /api/auth/guest) has in storage (apps/web
 * session-store.ts, route-guards.ts): /event needs a token, and the phone onboarding shows once a
 * session, so without these the mobile audit would measure /initial.
 */
const visitorStorage = (token) => ({
  local: { authToken: token },
  session: { 'vitrine.onboardingSeen': '1' },
});

/** Audits that cost points, worst first: what to fix when a score misses. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || lhr.audits[ref.id]?.metricSavings)
    .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score) || a.score - b.score)
    .map((audit) => ({
      id: audit.id,
      score: audit.score,
      weight: audit.weight,
      displayValue: audit.displayValue ?? '',
    }));
}

let reports = 0;

async function audit(url, storage) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
  const kill = () => chrome.kill();
  const forget = onCleanup(kill);
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // A cold visit (Lighthouse clears the origin's storage and cache before it navigates) by a
    // guest: the storage is put back in every new document before the app's scripts run.
    await page.evaluateOnNewDocument((items) => {
      try {
        for (const [key, value] of Object.entries(items.local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(items.session)) sessionStorage.setItem(key, value);
      } catch {
        // about:blank has no storage
      }
    }, storage);
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      page,
    );
    await browser.disconnect();
    const { lhr } = result;
    // The whole report beside the results, for the audits' details (gitignored).
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, `lighthouse-${++reports}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      metricsMs: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        si: metric('speed-index'),
      },
      cls: metric('cumulative-layout-shift'),
      failing: {
        performance: failingAudits(lhr, 'performance'),
        accessibility: failingAudits(lhr, 'accessibility'),
      },
    };
  } finally {
    forget();
    kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await runBench(async () => {
  const rebuilt = buildWebIfStale();
  const f = figures();

  const initial = initialEventJs();
  const kb = Math.round((initial.totalGzipBytes / 1024) * 10) / 10;
  f.add(
    `web initial JS for /event, gzip KB (${initial.files.length} files)`,
    kb,
    `<= ${BUDGET.initialJsKb}`,
    initial.totalGzipBytes <= initialJsBudgetBytes,
  );
  const embed = embedPageJs();
  f.add(
    `web embed widget page JS, gzip KB (${embed.files.length} files)`,
    Math.round((embed.totalGzipBytes / 1024) * 10) / 10,
    `<= ${embedJsBudgetBytes / 1024}`,
    embed.totalGzipBytes <= embedJsBudgetBytes,
  );
  const leaked = initial.lazyOnlyViolations.map((v) => v.label);
  f.add(
    'web producer area, tiptap, recharts lazy-loaded',
    leaked.length === 0 ? 'yes' : `in initial set: ${leaked.join(', ')}`,
    'yes',
    leaked.length === 0,
  );

  console.log('\n== web: Lighthouse (mobile) on the real server at /event…');
  const server = await startServer();
  const url = `${server.baseUrl}/event`;
  const guest = await fetch(`${server.baseUrl}/api/auth/guest`, {
    method: 'POST',
    headers: { 'X-Tenant': 'demo' },
  });
  if (guest.status !== 201) throw new Error(`guest sign-in answered ${guest.status}`);
  const storage = visitorStorage((await guest.json()).token);
  const runs = [];
  let failure;
  // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART…): such a
  // run is repeated, at most twice in all.
  for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 2; attempt++) {
    try {
      const r = await audit(url, storage);
      console.log(
        `   run ${runs.length + 1}: performance ${r.performance}, accessibility ${r.accessibility} (${r.finalUrl})`,
      );
      for (const [category, list] of Object.entries(r.failing)) {
        for (const a of list) {
          console.log(`     ${category}: ${a.id} score ${a.score} ${a.displayValue}`);
        }
      }
      runs.push(r);
    } catch (error) {
      failure = error;
      console.error(`   attempt ${attempt} failed: ${error.message}`);
    }
  }
  // The embeddable agenda, as an organizer's visitor meets it: no session at all.
  console.log('\n== web: Lighthouse (mobile) on the embed agenda page…');
  const { defaultEventId } = await (await fetch(`${server.baseUrl}/api/config`)).json();
  const embedRuns = [];
  for (let attempt = 1; embedRuns.length < RUNS && attempt <= RUNS + 2; attempt++) {
    try {
      const r = await audit(`${server.baseUrl}/embed/agenda/${defaultEventId}`, { local: {}, session: {} });
      console.log(
        `   run ${embedRuns.length + 1}: performance ${r.performance}, accessibility ${r.accessibility}`,
      );
      for (const a of r.failing.performance)
        console.log(`     performance: ${a.id} score ${a.score} ${a.displayValue}`);
      embedRuns.push(r);
    } catch (error) {
      console.error(`   attempt ${attempt} failed: ${error.message}`);
    }
  }
  await stopChild(server.child);
  if (embedRuns.length === 0) {
    f.add('web embed agenda Lighthouse', 'did not run', 'runs', false);
  } else {
    const perf = median(embedRuns.map((r) => r.performance));
    const of = embedRuns.length > 1 ? ` (median of ${embedRuns.length})` : '';
    f.add(
      `web embed agenda Lighthouse mobile performance${of}`,
      perf,
      `>= ${BUDGET.embedPerformance}`,
      perf >= BUDGET.embedPerformance,
    );
    f.add(
      `web embed agenda Lighthouse mobile accessibility${of}`,
      median(embedRuns.map((r) => r.accessibility)),
    );
  }

  if (runs.length === 0) {
    f.add('web Lighthouse', `did not run: ${failure?.message.slice(0, 60)}`, 'runs', false);
  } else {
    const onEvent = runs.every((r) => new URL(r.finalUrl).pathname === '/event');
    f.add('web Lighthouse audited page', runs[0].finalUrl.replace(server.baseUrl, ''), '/event', onEvent);
    const perf = median(runs.map((r) => r.performance));
    const a11y = median(runs.map((r) => r.accessibility));
    const of = runs.length > 1 ? ` (median of ${runs.length})` : '';
    f.add(
      `web Lighthouse mobile performance${of}`,
      perf,
      `>= ${BUDGET.performance}`,
      perf >= BUDGET.performance,
    );
    f.add(
      `web Lighthouse mobile accessibility${of}`,
      a11y,
      `>= ${BUDGET.accessibility}`,
      a11y >= BUDGET.accessibility,
    );
    const m = runs[0].metricsMs;
    f.add(
      'web Lighthouse FCP / LCP / TBT ms, CLS (run 1)',
      `${Math.round(m.fcp)} / ${Math.round(m.lcp)} / ${Math.round(m.tbt)}, ${runs[0].cls?.toFixed(3)}`,
    );
  }
  finish('web', f.rows, {
    rebuilt,
    budgets: BUDGET,
    initialJs: initial,
    lighthouse: runs,
    embedLighthouse: embedRuns,
  });
});
