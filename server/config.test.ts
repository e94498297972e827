import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.SITE_URL).toBe('http://localhost:3000');
    expect(c.TRUST_PROXY).toBe(false);
    expect(c.usesDevToken).toBe(true);
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ PUBLIC_API_TOKEN: 'short' })).toThrow(/PUBLIC_API_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ FRAME_ANCESTORS: 'javascript:alert(1)' })).toThrow(/FRAME_ANCESTORS/);
  });

  it('booking options hold 30 minutes by default; the hold and the office address are validated', () => {
    expect(loadConfig({}).BOOKING_OPTION_MINUTES).toBe(30);
    expect(loadConfig({ BOOKING_OPTION_MINUTES: '90', BOOKING_NOTIFY_EMAIL: 'office@bluewater.example' })).toMatchObject({
      BOOKING_OPTION_MINUTES: 90,
      BOOKING_NOTIFY_EMAIL: 'office@bluewater.example',
    });
    expect(() => loadConfig({ BOOKING_OPTION_MINUTES: '0' })).toThrow(/BOOKING_OPTION_MINUTES/);
    expect(() => loadConfig({ BOOKING_OPTION_MINUTES: 'half an hour' })).toThrow(/BOOKING_OPTION_MINUTES/);
    expect(() => loadConfig({ BOOKING_NOTIFY_EMAIL: 'the office' })).toThrow(/BOOKING_NOTIFY_EMAIL/);
  });

  it('parses TRUST_PROXY as a flag, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('drains for 5 s by default, not at all in tests, and keeps the drain inside the shutdown timeout', () => {
    expect(loadConfig({}).SHUTDOWN_DELAY_MS).toBe(5_000);
    expect(loadConfig({ NODE_ENV: 'test' }).SHUTDOWN_DELAY_MS).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '2000', SHUTDOWN_TIMEOUT_MS: '3000' }).SHUTDOWN_DELAY_MS).toBe(2_000);
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '8000' })).toThrow(/SHUTDOWN_TIMEOUT_MS: must be at least SHUTDOWN_DELAY_MS/);
  });

  it('keeps metrics off the public port', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
  });

  it('treats empty values as unset, so an .env file copied from .env.example starts', () => {
    expect(loadConfig({ PORT: '', SITE_URL: '' }).PORT).toBe(3000);
  });
});
