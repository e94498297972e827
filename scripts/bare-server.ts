import { createServer } from 'node:http';

// The bare ceiling (issue 31), forked by scripts/bare-ceiling.ts: node:http alone — no Express, no
// middleware, no compression, no logging — answering every request with one page's HTML, precomputed once.
// What the machine can send at all; the pipeline's own ceiling (scripts/bench-server.ts) sits below it.
const port = Number(process.env.BARE_PORT);
process.once('message', (html: string) => {
  const body = Buffer.from(html, 'utf8');
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length), 'Cache-Control': 'no-cache' };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(port, '127.0.0.1', () => process.send?.('listening'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});
