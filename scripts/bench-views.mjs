// The ad page while its views are counted (issue 38): the built API on a fresh database with the
// demo data; autocannon reads one published ad (GET /api/home/aviso/{id}) while as many other
// connections read it too (the baseline: the process serves twice the connections), then while they
// tell views of it instead (POST /api/home/aviso/{id}/vista), each from another address and
// browser, as a crowd would. Prints the ad's p50/p99 latency and answers per second in both runs,
// the views' own, how many views were told and how many were written, and how long the last batch
// took to land. Not a test: it prints figures; the counting is behind the page when the ad's latency
// with views is that of the baseline and every distinct view is written.
//
// Usage: node scripts/build.mjs && node scripts/bench-views.mjs
//   BENCH_DATABASE_URL  server and database to create (default postgres://postgres@127.0.0.1:5432/postulate_bench_views)
//   LOAD_SECONDS        length of each run (default 10), after a 2 s warm-up
//   LOAD_CONNECTIONS    connections reading the ad, and as many telling views (default 10)
// @ts-check
import autocannon from 'autocannon';
import { benchDatabase, ms, runBench, withBenchApi } from './bench-lib.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const FLUSH_MS = 5000;

/** autocannon's summary of a run: answers per second, latency percentiles, failures. */
const summary = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.errors + result.timeouts + result.non2xx,
  total: result.requests.total,
});

const line = (label, run) => console.log(`${label}: ${run.rps.toFixed(0)}/s, p50 ${ms(run.p50)}, p99 ${ms(run.p99)}, fallidas ${run.failed}`);

const bench = benchDatabase('postulate_bench_views');

runBench(async () => {
  let ok = true;
  await withBenchApi(bench, { AVISO_VIEWS_FLUSH_MS: String(FLUSH_MS) }, async ({ apiUrl, client }) => {
    const [{ id }] = (await client.query(`SELECT id FROM avisos WHERE status = 'published' ORDER BY id LIMIT 1`)).rows;
    const adUrl = `${apiUrl}/api/home/aviso/${id}`;
    const viewsOf = async () =>
      Number((await client.query(`SELECT coalesce(sum(views), 0)::int AS views FROM aviso_view_days WHERE aviso_id = $1`, [id])).rows[0].views);
    await autocannon({ url: adUrl, connections: CONNECTIONS, duration: 2 });

    const [baseline, others] = (
      await Promise.all([
        autocannon({ url: adUrl, connections: CONNECTIONS, duration: SECONDS }),
        autocannon({ url: adUrl, connections: CONNECTIONS, duration: SECONDS }),
      ])
    ).map(summary);
    line('Aviso, con otras tantas conexiones leyéndolo', baseline);
    line('Esas otras conexiones', others);

    const before = await viewsOf();
    let visitor = 0;
    const [reading, telling] = await Promise.all([
      autocannon({ url: adUrl, connections: CONNECTIONS, duration: SECONDS }),
      autocannon({
        url: `${adUrl}/vista`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ origen: 'busqueda' }),
        requests: [
          {
            // Every view another person: an address of its own (the API trusts loopback's X-Forwarded-For) and a browser.
            setupRequest: (request) => {
              visitor += 1;
              const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'x-forwarded-for': address,
                  'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.${visitor}.0 Safari/537.36`,
                },
              };
            },
          },
        ],
      }),
    ]);
    const withViews = summary(reading);
    const views = summary(telling);
    line('Aviso mientras se cuentan vistas', withViews);
    line('Vistas contadas (POST /vista)', views);
    // Sent, not only answered within the run: the last ones answered after it still count.
    const told = telling.requests.sent - views.failed;
    const landed = Date.now();
    let written = (await viewsOf()) - before;
    while (written < told && Date.now() - landed < 3 * FLUSH_MS) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      written = (await viewsOf()) - before;
    }
    console.log(
      `Vistas enviadas: ${told}; escritas: ${written}, la última tanda ${((Date.now() - landed) / 1000).toFixed(1)} s después (escritura cada ${FLUSH_MS / 1000} s)`,
    );
    console.log(`p50 del aviso con vistas / con lecturas: ${(withViews.p50 / baseline.p50).toFixed(2)}×; p99: ${(withViews.p99 / baseline.p99).toFixed(2)}×`);
    ok = written === told && views.failed === 0 && baseline.failed === 0 && withViews.failed === 0;
  });
  return ok;
}, 10 * 60_000);
