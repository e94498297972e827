import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { createMetrics } from './metrics';
import { requestMetrics } from './request-metrics';

// Issue 25: the metrics' 'close' listener runs after the answer, outside every error handler, so what it
// throws reaches the process. A labeller that throws must cost a label, not the server.
describe('request metrics', () => {
  it('E2 a request whose route cannot be named is counted as unlabelled and logged; nothing is thrown', async () => {
    const metrics = createMetrics();
    const log = { error: vi.fn() };
    const req = { method: 'GET', path: '/en/%', log } as unknown as Request;
    const res = Object.assign(new EventEmitter(), { writableFinished: true, statusCode: 400 }) as unknown as Response;
    const next = vi.fn();
    requestMetrics(metrics, () => {
      throw new URIError('URI malformed');
    })(req, res, next);
    expect(next).toHaveBeenCalledOnce();
    expect(() => res.emit('close')).not.toThrow();
    expect(log.error).toHaveBeenCalledOnce();
    const figures = await metrics.registry.getSingleMetricAsString('bluewater_http_request_duration_seconds');
    expect(figures).toContain('bluewater_http_request_duration_seconds_count{route="unlabelled",status="400"} 1');
  });
});
