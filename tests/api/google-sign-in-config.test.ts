import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PERSON_UA, testApp } from '../setup/test-app';

// U3: how Google sign-in reaches the browser: the client id in the page's public config, and a CSP that
// lets Google Identity Services run only where the sign-in dialog can open, only when it is configured.
// Each test opens its own database, which takes half a minute on a loaded machine: hence the timeout.
const CLIENT_ID = '1234567890-bluewater.apps.googleusercontent.com';
const GSI = 'https://accounts.google.com/gsi/';

const directive = (csp: string, name: string) => new RegExp(`(?:^|; *)${name} ([^;]+)`).exec(csp)?.[1] ?? '';

describe('Google sign-in configuration (U3)', { timeout: 180_000 }, () => {
  it('U3 without GOOGLE_CLIENT_ID no client id is shipped and the CSP allows no Google host', async () => {
    const { app, database } = await testApp();
    const res = await request(app).get('/en/faq').set('User-Agent', PERSON_UA);
    expect(res.text).not.toContain('googleClientId');
    expect(String(res.headers['content-security-policy'])).not.toContain('accounts.google.com');
    await database.close();
  });

  it('U3 with a client id the page carries it and the CSP allows exactly what Google Identity Services needs', async () => {
    const { app, database } = await testApp({ GOOGLE_CLIENT_ID: CLIENT_ID });
    const res = await request(app).get('/de/faq').set('User-Agent', PERSON_UA);
    expect(res.text).toContain(`"googleClientId":"${CLIENT_ID}"`);
    expect(res.text).toContain('"googleCodeFlow":false');
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toContain(`${GSI}client`);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'style-src')).toContain(`${GSI}style`);
    expect(directive(csp, 'frame-src')).toContain(GSI);
    expect(directive(csp, 'connect-src')).toContain(GSI);
    // Nothing else of Google's: not the whole accounts.google.com, not other Google hosts.
    expect(csp).not.toMatch(/https:\/\/accounts\.google\.com[ ;]/);
    expect(csp).not.toContain('googleapis');
    await database.close();
  });

  it('U3 B5 frame pages without sign-in get no Google sources; the booking steps in the frame (sign-in there) do', async () => {
    const { app, database } = await testApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'secret' });
    const page = await request(app).get('/en/faq').set('User-Agent', PERSON_UA);
    expect(page.text).toContain('"googleCodeFlow":true');
    const frame = await request(app).get('/en/searchframe').set('User-Agent', PERSON_UA);
    expect(frame.status).toBe(200);
    expect(String(frame.headers['content-security-policy'])).not.toContain('accounts.google.com');
    // The CSP is decided by the route, whatever the booking's answer: an unknown booking reference is enough.
    const thankYou = await request(app).get('/en/frame/thankyou?ref=BW-00000000').set('User-Agent', PERSON_UA);
    expect(directive(String(thankYou.headers['content-security-policy']), 'script-src')).toContain(`${GSI}client`);
    await database.close();
  });
});
