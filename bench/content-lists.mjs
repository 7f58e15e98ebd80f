// Benchmark: article lists with 100,000 articles (issue: first page of a category
// and the admin dashboard's search answer in under 50 ms).
//
//   npm run bench:content            (ARTICLES=100000 by default)
//
// Starts the built content service on a throwaway database in the machine's
// Postgres, fills it with generated Nepali-looking articles through SQL, and times
// real HTTP requests with a signed-in editor's session. Needs `npm run build`.
import { insertArticles, startContentService } from './content-data.mjs';
import { measure, report } from './lib.mjs';

const ARTICLES = Number(process.env.ARTICLES ?? 100_000);
const TARGET_MS = 50;

const stack = await startContentService('content');
let ok = true;
try {
  const { base } = stack;
  console.log(`[bench] inserting ${ARTICLES} articles…`);
  const started = Date.now();
  await insertArticles(stack.databaseUrl, ARTICLES);
  console.log(
    `[bench] inserted in ${((Date.now() - started) / 1000).toFixed(1)} s; timing requests (HTTP, one at a time)`,
  );

  const editor = await stack.editorCookie();
  const get = (url, cookie) => async () => {
    const res = await fetch(base + url, { headers: cookie ? { cookie } : {} });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
  };
  const cases = [
    ['reader: first page of breaking-news (20)', '/api/articles?category=breaking-news'],
    ['reader: first page of latest-news (20)', '/api/articles?category=latest-news'],
    ['reader: home latest 8', '/api/articles?category=latest-news&limit=8'],
    ['editor: dashboard, 10 newest of all', '/api/articles?limit=10', editor],
    ['editor: dashboard search "पोखरा"', `/api/articles?limit=10&search=${encodeURIComponent('पोखरा')}`, editor],
    ['editor: search "md5 fragment" + draft filter', '/api/articles?limit=10&search=a1b2&status=draft', editor],
    [
      'editor: search + category + published',
      `/api/articles?limit=10&search=${encodeURIComponent('धरान')}&category=breaking-news&status=published`,
      editor,
    ],
  ];
  for (const [label, url, cookie] of cases) {
    ok = report(label, await measure(get(url, cookie)), TARGET_MS) && ok;
  }
} finally {
  await stack.close();
}
process.exit(ok ? 0 : 1);
