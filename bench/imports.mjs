// Spreadsheet import benchmark. On PGlite and (when reachable) PostgreSQL, the real server
// in production mode: the demo event's exhibitors exported as CSV, one row copied into 5,000
// exhibitors with titles of their own, then
// - `POST import/exhibitor/preview`: <= 5 s, every row listed, none in error;
// - `POST import/exhibitor` (all rows in one transaction): <= 10 s, and the event lists them all.
// Usage: node bench/imports.mjs [--quick]   (quick: the same 5,000 rows, PostgreSQL only if reachable)
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  createDatabase,
  figures,
  finish,
  pickPostgres,
  quick,
  round1,
  runBench,
  signIn,
  startServer,
  stopChild,
  TENANT,
} from './lib/common.mjs';

const settings = { rows: 5_000 };
const BUDGET = { previewS: 5, commitS: 10 };

async function api(baseUrl, token, path, init = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: { 'x-tenant': TENANT, authorization: `Bearer ${token}`, ...init.headers },
  });
  return response;
}

/** 5,000 exhibitors for the event, made from its exported exhibitors' first row. */
async function exhibitorsFile(baseUrl, token, eventId) {
  const exported = await api(baseUrl, token, `/export/exhibitor?eventId=${eventId}&format=csv&lang=pt-BR`);
  if (!exported.ok) throw new Error(`export answered ${exported.status}`);
  const [header, first] = parse(Buffer.from(await exported.arrayBuffer()), { bom: true, delimiter: ';' });
  const title = header.indexOf('Título');
  const rows = Array.from({ length: settings.rows }, (_, n) => {
    const row = [...first];
    row[title] = `Expositor importado ${String(n + 1).padStart(4, '0')}`;
    return row;
  });
  return Buffer.from(`\ufeff${stringify([header, ...rows], { delimiter: ';' })}`);
}

async function timedImport(baseUrl, token, eventId, file, preview) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'expositores.csv');
  const started = performance.now();
  const response = await api(
    baseUrl,
    token,
    `/import/exhibitor${preview ? '/preview' : ''}?eventId=${eventId}`,
    { method: 'POST', body: form },
  );
  const body = await response.json();
  return { status: response.status, body, seconds: (performance.now() - started) / 1000 };
}

async function benchEngine(engine, databaseUrl) {
  console.log(`\n== imports, ${engine}`);
  const server = await startServer({ databaseUrl });
  try {
    const token = await signIn(server.baseUrl);
    const { defaultEventId: eventId } = await (await fetch(`${server.baseUrl}/api/config`)).json();
    const file = await exhibitorsFile(server.baseUrl, token, eventId);
    const preview = await timedImport(server.baseUrl, token, eventId, file, true);
    if (preview.status !== 200)
      throw new Error(`preview answered ${preview.status}: ${JSON.stringify(preview.body)}`);
    const commit = await timedImport(server.baseUrl, token, eventId, file, false);
    if (commit.status !== 200)
      throw new Error(`import answered ${commit.status}: ${JSON.stringify(commit.body).slice(0, 500)}`);
    const listed = await (await api(server.baseUrl, token, `/exhibitor/findByEvent/${eventId}`)).json();
    const imported = Object.values(listed)
      .flat()
      .filter((exhibitor) => exhibitor.title.startsWith('Expositor importado ')).length;
    return {
      engine,
      fileKb: Math.round(file.length / 1024),
      previewS: round1(preview.seconds),
      previewRows: preview.body.rows.length,
      previewInvalid: preview.body.invalid,
      commitS: round1(commit.seconds),
      created: commit.body.created,
      imported,
    };
  } finally {
    await stopChild(server.child);
  }
}

function figuresOf(engines) {
  const f = figures();
  for (const e of engines) {
    const k = `imports ${e.engine}`;
    f.add(`${k} file of ${settings.rows} exhibitors, KB`, e.fileKb);
    f.add(`${k} preview s`, e.previewS, `<= ${BUDGET.previewS}`, e.previewS <= BUDGET.previewS);
    f.add(
      `${k} preview rows listed / in error`,
      `${e.previewRows} / ${e.previewInvalid}`,
      `${settings.rows} / 0`,
      e.previewRows === settings.rows && e.previewInvalid === 0,
    );
    f.add(`${k} import s`, e.commitS, `<= ${BUDGET.commitS}`, e.commitS <= BUDGET.commitS);
    f.add(
      `${k} created / listed after`,
      `${e.created} / ${e.imported}`,
      `${settings.rows} each`,
      e.created === settings.rows && e.imported === settings.rows,
    );
  }
  return f.rows;
}

await runBench(async () => {
  const engines = [];
  if (!quick) engines.push(await benchEngine('pglite', ''));
  const pgUrl = await pickPostgres();
  if (pgUrl) engines.push(await benchEngine('postgres', await createDatabase(pgUrl, 'vitrine_imports')));
  else console.log('\n(PostgreSQL not reachable and DATABASE_URL unset)');
  if (quick && !pgUrl) engines.push(await benchEngine('pglite', ''));
  const rows = figuresOf(engines);
  if (!pgUrl) rows.push({ figure: 'imports postgres', value: 'not reachable', budget: 'runs', pass: false });
  finish('imports', rows, { settings, budgets: BUDGET, engines });
});
