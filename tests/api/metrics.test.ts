import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { PERSON_UA, TEST_TOKEN, testApp } from '../setup/test-app';
import { createMetrics, type Metrics } from '../../server/metrics/metrics';
import { metricsApp } from '../../server/metrics/metrics-server';

let app: Express;
let metrics: Metrics;
let scrape: string;
let engine: string;
beforeAll(async () => {
  metrics = createMetrics();
  let database;
  // The cache keeps an answer a minute here, not the default second: a first render on a busy machine (the API
  // suites run files side by side) took over a second, and the second request then missed.
  ({ app, database } = await testApp({ PAGE_DATA_CACHE_MS: '60000' }, { metrics }));
  engine = database.engine; // PGlite, or PostgreSQL under .ci/run
  await request(app).get('/healthz');
  await request(app).get('/api/languages').set('Authorization', `Bearer ${TEST_TOKEN}`);
  await request(app).get('/api/yacht/no-such-boat-42').set('Authorization', `Bearer ${TEST_TOKEN}`);
  // The same page twice within PAGE_DATA_CACHE_MS: the second one's data comes from the page data cache.
  const t0 = Date.now();
  await request(app).get('/en/search').set('User-Agent', PERSON_UA);
  const t1 = Date.now();
  await request(app).get('/en/search').set('User-Agent', PERSON_UA);
  console.log('DEBUG', t1 - t0, Date.now() - t1);
  scrape = (await request(metricsApp(metrics)).get('/metrics')).text;
}, 60_000);

/** The value of one sample line, e.g. `name{labels} 3`. */
function sample(name: string, labels: string): number {
  const line = scrape.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return Number(line?.split(' ').at(-1));
}

describe('Prometheus metrics', () => {
  it('are served in the Prometheus text format by the metrics app', async () => {
    const res = await request(metricsApp(metrics)).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('are not on the public site', async () => {
    const res = await request(app).get('/metrics').set('User-Agent', PERSON_UA);
    expect(res.text).not.toContain('bluewater_http_request_duration_seconds');
  });

  it('time requests by route id and status, never by raw path', () => {
    expect(sample('bluewater_http_request_duration_seconds_count', 'route="healthz",status="200"')).toBe(1);
    expect(sample('bluewater_http_request_duration_seconds_count', 'route="api:GET /languages",status="200"')).toBe(1);
    expect(sample('bluewater_http_request_duration_seconds_count', 'route="api:GET /yacht/:slug",status="404"')).toBe(1);
    expect(sample('bluewater_http_request_duration_seconds_count', 'route="page:search",status="200"')).toBe(2);
    expect(scrape).not.toContain('no-such-boat-42');
  });

  it('time page renders by route id', () => {
    expect(sample('bluewater_render_duration_seconds_count', 'route="search",outcome="ready"')).toBeGreaterThanOrEqual(1);
  });

  it('time database statements', () => {
    expect(sample('bluewater_db_query_duration_seconds_count', `engine="${engine}",outcome="ok"`)).toBeGreaterThan(0);
  });

  it('count page data cache hits and misses', () => {
    expect(sample('bluewater_page_data_cache_requests_total', 'result="miss"')).toBeGreaterThan(0);
    expect(sample('bluewater_page_data_cache_requests_total', 'result="hit"')).toBeGreaterThan(0);
  });
});
