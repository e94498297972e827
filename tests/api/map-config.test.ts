import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../server/config';
import { PERSON_UA, testApp } from '../setup/test-app';

const KEY = 'AIzaTestKeyForTheMapsScript-0123456789';

const directive = (csp: string, name: string) => new RegExp(`${name} ([^;]+)`).exec(csp)?.[1] ?? '';

describe('Google Maps key (M2)', () => {
  it('M2 GOOGLE_MAPS_API_KEY is optional and validated', () => {
    expect(loadConfig({}).GOOGLE_MAPS_API_KEY).toBeUndefined();
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: KEY }).GOOGLE_MAPS_API_KEY).toBe(KEY);
    expect(() => loadConfig({ GOOGLE_MAPS_API_KEY: 'not a key!' })).toThrow(ConfigError);
  });

  it('M3 without a key the page carries no key and the CSP allows no Google host', async () => {
    const { app, database } = await testApp();
    const res = await request(app).get('/en/destinations').set('User-Agent', PERSON_UA);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('googleapis');
    expect(csp).not.toContain('gstatic');
    expect(res.text).not.toContain('googleMapsApiKey');
    await database.close();
  });

  it('M2 with a key the browser gets it in the app state and the CSP allows Google Maps scripts, images and calls', async () => {
    const { app, database } = await testApp({ GOOGLE_MAPS_API_KEY: KEY });
    const res = await request(app).get('/de/destinations').set('User-Agent', PERSON_UA);
    expect(res.text).toContain(`"googleMapsApiKey":"${KEY}"`);
    const csp = String(res.headers['content-security-policy']);
    for (const name of ['script-src', 'img-src', 'connect-src']) {
      expect(directive(csp, name)).toContain('https://maps.googleapis.com');
      expect(directive(csp, name)).toContain('https://maps.gstatic.com');
    }
    // Scripts still need the nonce or one of those hosts: nothing inline.
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    await database.close();
  });
});
