import { firstLoadJs } from './first-load-js';

// npm run bench:size — the JavaScript a browser downloads on first load of a page, gzipped at level 9.
const pages = (process.env.BENCH_PAGES ?? 'home,search,yacht,faq,destinations,country,details,detailsFinal').split(',');

console.log('| page | files | raw KB | gzip KB | gzip KiB |');
console.log('|---|---|---|---|---|');
for (const id of pages) {
  const { files, raw, gzip } = firstLoadJs(id);
  console.log(`| ${id} | ${files} | ${(raw / 1000).toFixed(1)} | ${(gzip / 1000).toFixed(1)} | ${(gzip / 1024).toFixed(1)} |`);
}
