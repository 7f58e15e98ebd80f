// Benchmark: search (issue 12) with 100,000 articles — p95 of one- and two-word
// queries in Devanagari and in Roman letters under 50 ms, through HTTP.
//
//   npm run bench:search             (ARTICLES=100000 by default)
//
// The data of bench:content (bench/content-data.mjs): every title holds one of
// five cities, so a city matches a fifth of the articles, and "समाचार" (news)
// all of them — common words, the expensive case before pages were read tier by
// tier; X-Total-Count still counts every match (readers' totals are kept 10 s). The
// reader's queries go to the content service directly (the gateway's micro-cache
// would answer repeats from memory). Needs `npm run build`.
import { insertArticles, startContentService } from './content-data.mjs';
import { measure, report } from './lib.mjs';

const ARTICLES = Number(process.env.ARTICLES ?? 100_000);
const TARGET_MS = 50;

const stack = await startContentService('search');
let ok = true;
try {
  console.log(`[bench] inserting ${ARTICLES} articles (the search columns are computed on insert)…`);
  const started = Date.now();
  await insertArticles(stack.databaseUrl, ARTICLES);
  console.log(
    `[bench] inserted in ${((Date.now() - started) / 1000).toFixed(1)} s; timing requests (HTTP, one at a time)`,
  );

  const editor = await stack.editorCookie();
  const get = (q, cookie) => async () => {
    const res = await fetch(`${stack.base}/api/search?q=${encodeURIComponent(q)}`, {
      headers: cookie ? { cookie } : {},
    });
    if (!res.ok) throw new Error(`${q}: ${res.status}`);
    await res.arrayBuffer();
  };
  const cases = [
    ['one word, Devanagari: पोखरा (1/5 of all)', 'पोखरा'],
    ['one word, Devanagari with postposition: पोखरामा', 'पोखरामा'],
    ['one word, Roman: pokhara', 'pokhara'],
    ['one word, Roman: kathmandu', 'kathmandu'],
    ['one word, rare: an md5 fragment', 'c4ca4238a0b923820dcc509a6f75849b'],
    ['two words, Devanagari: पोखरा समाचार', 'पोखरा समाचार'],
    ['two words, Roman: kathmandu samachar', 'kathmandu samachar'],
    ['two words, none has both: पोखरा धरान', 'पोखरा धरान'],
    ['one word in every article: समाचार', 'समाचार'],
    ['one word in every body only: अनुच्छेद', 'अनुच्छेद'],
    ['one word, Roman, misspelt: biratnager', 'biratnager'],
    ['editor (drafts too): विराटनगर', 'विराटनगर', editor],
  ];
  for (const [label, q, cookie] of cases) {
    ok = report(label, await measure(get(q, cookie)), TARGET_MS) && ok;
  }
} finally {
  await stack.close();
}
process.exit(ok ? 0 : 1);
