// Feed scale benchmark (keyset paging, posts with likes and comments): the real server on
// a fresh PostgreSQL database, one event with 1,000 then 100,000 publications, each approved one
// with 10 likes and 3 comments (1,000,000 likes and 300,000 comments at 100,000 posts). The first
// page and a deep page must each cost at most 1.5 × what they cost at 1,000 posts — so counts must
// come from the post, never from counting likes per request.
// A visitor's first page comes from the read cache; members' and ADMINs' pages reach the database.
// Usage: node bench/feed-scale.mjs [--quick]
import {
  ADMIN,
  createDatabase,
  figures,
  finish,
  pickPostgres,
  quick,
  runBench,
  signIn,
  startServer,
  withClient,
} from './lib/common.mjs';

const REPEATS = quick ? 15 : 60;
const BUDGET = 1.5;
const PAGE_SIZE = 10;
const headers = { 'X-Tenant': 'demo' };
/** The seeded visitor (apps/api/src/config.ts demoUser): a member, so the feed is not the cached one. */
const VISITOR = { login: 'visitante@vitrine.demo', password: 'visitante-2024' };

/**
 * Posts `count` more publications, newest first by id: every third shares its timestamp with
 * its neighbours (ties the cursor must break by id); one in ten awaits analysis or was denied.
 */
async function grow(client, eventId, authorId, tenantId, from, to, people) {
  await client.query(
    `insert into publication (tenant_id, event_id, author_id, type, status, description, created_at, updated_at)
     select $1, $2, $3, 'PUBLICATION',
       (case when n % 10 = 0 then 'ANALYSIS' when n % 10 = 5 then 'DENIED' else 'APPROVED' end)::publication_status,
       'Publicação de carga ' || n,
       timestamptz '2026-01-01' + (n / 3) * interval '1 second',
       timestamptz '2026-01-01' + (n / 3) * interval '1 second'
     from generate_series($4::int, $5::int) as n`,
    [tenantId, eventId, authorId, from, to],
  );
  // Ten likes and three comments on each new approved post, with the counts the writes keep.
  const fresh = `select id, created_at from publication
    where event_id = $1 and status = 'APPROVED' and description ~ '^Publicação de carga '
      and substring(description from 21)::int between $2 and $3`;
  await client.query(
    `insert into publication_like (publication_id, user_id, created_at)
     select p.id, u, p.created_at + interval '1 minute' from (${fresh}) p, unnest($4::int[]) as u`,
    [eventId, from, to, people.slice(0, 10)],
  );
  await client.query(
    `insert into publication_comment (tenant_id, publication_id, author_id, text, created_at)
     select $4, p.id, ($5::int[])[k], 'Comentário ' || k || ' de carga', p.created_at + k * interval '1 minute'
     from (${fresh}) p, generate_series(1, 3) as k`,
    [eventId, from, to, tenantId, people],
  );
  await client.query(
    `update publication set like_count = 10, comment_count = 3
     where id in (select id from (${fresh}) p)`,
    [eventId, from, to],
  );
  await client.query('analyze publication; analyze publication_like; analyze publication_comment');
}

/** The cursor the server would hand out after `offset` visible rows (SQL of the repository). */
async function cursorAfter(client, eventId, offset) {
  const { rows } = await client.query(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
     from publication where event_id = $1 and type = 'PUBLICATION' and status = 'APPROVED'
     order by created_at desc nulls last, id desc nulls last offset $2 limit 1`,
    [eventId, offset - 1],
  );
  return Buffer.from(`${rows[0].at}|${rows[0].id}`).toString('base64url');
}

async function median(url, extraHeaders = {}) {
  const times = [];
  for (let index = 0; index < REPEATS + 5; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...headers, ...extraHeaders } });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok || body.content.length !== PAGE_SIZE) {
      throw new Error(`${url} answered ${response.status} with ${body.content?.length} posts`);
    }
    // The cards carry their reactions: the work measured is the feed as it is shown.
    if (!body.content.some((post) => post.likes === 10 && post.latestComments.length === 2)) {
      throw new Error(`${url} answered posts without their likes and comments`);
    }
    if (index >= 5) times.push(elapsed); // the first few warm the caches
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 100) / 100;
}

async function explain(client, eventId, cursor) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const { rows } = await client.query(
    `explain select id from publication
     where event_id = $1 and type = 'PUBLICATION' and status = 'APPROVED'
       and (created_at, id) < ($2::timestamptz, $3::int)
     order by created_at desc nulls last, id desc nulls last limit ${PAGE_SIZE + 1}`,
    [eventId, at, id],
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

await runBench(async () => {
  const adminUrl = await pickPostgres();
  if (!adminUrl) {
    console.log('PostgreSQL unreachable: feed-scale skipped.');
    finish(
      'feed-scale',
      [{ figure: 'feed scale', value: 'PostgreSQL unreachable', budget: 'runs', pass: false }],
      {},
    );
    return;
  }
  const url = await createDatabase(adminUrl, 'vitrine_feed');
  const { baseUrl } = await startServer({ databaseUrl: url });
  const admin = { authorization: `Bearer ${await signIn(baseUrl, ADMIN)}` };
  const member = { authorization: `Bearer ${await signIn(baseUrl, VISITOR)}` };

  const { small, large } = await withClient(url, async (client) => {
    const {
      rows: [ids],
    } = await client.query(
      `insert into event (tenant_id, title, date_start, date_end, time_start, time_end)
       select id, 'Carga do feed', '2026-12-01', '2026-12-02', '09:00', '18:00' from tenant where slug = 'demo'
       returning id as event_id, tenant_id,
         (select id from app_user where role = 'ADMIN' and tenant_id = event.tenant_id limit 1) as author_id`,
    );
    // Ten members who like and comment (the seeded visitor among them, so their likes are looked up).
    const { rows: crowd } = await client.query(
      `insert into app_user (tenant_id, email, name, role, confirmed)
       select $1, 'carga' || n || '@feed.bench', 'Pessoa ' || n, 'USER', true from generate_series(1, 9) as n
       returning id`,
      [ids.tenant_id],
    );
    const {
      rows: [visitor],
    } = await client.query(`select id from app_user where email = $1`, [VISITOR.login]);
    const people = [visitor.id, ...crowd.map((row) => row.id)];
    const feed = `${baseUrl}/api/publication/event/${ids.event_id}?type=PUBLICATION&size=${PAGE_SIZE}`;
    const measure = async (posts, deepPage) => {
      // Rows were inserted behind the server's back: let its read cache (5 s) forget the old page.
      await new Promise((resolve) => setTimeout(resolve, 5200));
      const deepCursor = await cursorAfter(client, ids.event_id, (deepPage - 1) * PAGE_SIZE);
      const deep = `${feed}&before=${deepCursor}`;
      const row = {
        posts,
        deepPage,
        // A visitor's first page is served from the read cache; the rest reach the database.
        firstMs: await median(feed),
        deepMs: await median(deep),
        memberFirstMs: await median(feed, member),
        memberDeepMs: await median(deep, member),
        adminFirstMs: await median(feed, admin),
        adminDeepMs: await median(deep, admin),
      };
      row.plan = await explain(client, ids.event_id, deepCursor);
      const { plan, ...times } = row;
      console.log(times);
      return row;
    };
    await grow(client, ids.event_id, ids.author_id, ids.tenant_id, 1, 1_000, people);
    // 1,000 posts hold 80 approved pages: the deepest page there is the 80th.
    const small = await measure(1_000, 80);
    await grow(client, ids.event_id, ids.author_id, ids.tenant_id, 1_001, 100_000, people);
    const large = await measure(100_000, 500);
    return { small, large };
  });

  const checks = [
    ['first page, visitor', 'firstMs'],
    ['page 500 (80 at 1k), visitor', 'deepMs'],
    ['first page, member', 'memberFirstMs'],
    ['page 500 (80 at 1k), member', 'memberDeepMs'],
    ['first page, ADMIN (all statuses)', 'adminFirstMs'],
    ['page 500 (80 at 1k), ADMIN', 'adminDeepMs'],
  ].map(([label, key]) => ({
    label,
    at1kMs: small[key],
    at100kMs: large[key],
    ratio: Math.round((large[key] / small[key]) * 100) / 100,
    ok: large[key] <= BUDGET * small[key],
  }));
  const usesIndex = /publication_feed_idx/.test(large.plan);
  console.log(
    `\nplan of the deep page at 100,000 posts (${usesIndex ? 'uses' : 'does NOT use'} publication_feed_idx):`,
  );
  console.log(large.plan);

  const f = figures();
  for (const c of checks) {
    f.add(
      `feed 100k/1k ${c.label} (median ms)`,
      `${c.ratio} (${c.at100kMs}/${c.at1kMs})`,
      `<= ${BUDGET}`,
      c.ok,
    );
  }
  f.add('feed deep page plan uses publication_feed_idx', usesIndex ? 'yes' : 'no', 'yes', usesIndex);
  finish('feed-scale', f.rows, {
    repeats: REPEATS,
    pageSize: PAGE_SIZE,
    budgetRatio: BUDGET,
    checks,
    plans: { at1k: small.plan, at100k: large.plan },
  });
});
