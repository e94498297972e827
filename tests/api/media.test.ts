import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { testApp } from '../setup/test-app';

// /media serves the drawn pictures from DATA_DIR/media (server/media/media-route.ts).
let app: Express;
let dataDir: string;
const photo = Buffer.from('RIFF-not-really-a-webp-but-bytes-we-can-recognise');

beforeAll(async () => {
  // A dot-directory on the way, as DATA_DIR=./.data would give.
  dataDir = join(mkdtempSync(join(tmpdir(), 'bw-media-')), '.data');
  mkdirSync(join(dataDir, 'media', 'yachts'), { recursive: true });
  writeFileSync(join(dataDir, 'media', 'yachts', 'catamaran-deck-800.webp'), photo);
  writeFileSync(join(dataDir, 'secret.txt'), 'outside the media directory');
  ({ app } = await testApp({ DATA_DIR: dataDir }));
}, 60_000);

const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

describe('the media route (C7, S6)', () => {
  it('S6 an existing picture is served as it is, cached for a year as immutable', async () => {
    const res = await request(app)
      .get('/media/yachts/catamaran-deck-800.webp')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(res.body as Buffer, photo)).toBe(0);
  });

  it('C7 a missing picture answers 200 with the default picture of the requested size', async () => {
    const binary = (path: string) =>
      request(app)
        .get(path)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const small = await binary('/media/yachts/no-such-boat-400.webp');
    expect(small.status).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(await widthOf(small.body as Buffer)).toBe(400);
    // The fallback is not immutable: the real picture may appear later under that name.
    expect(small.headers['cache-control']).toBe('public, max-age=300');
    expect(await widthOf((await binary('/media/crew/nobody-800.webp')).body as Buffer)).toBe(800);
    expect(await widthOf((await binary('/media/news/gone-original.png')).body as Buffer)).toBe(1600);
    const text = (await request(app).get('/media/yachts/missing-800.jpg')).text ?? '';
    expect(text).not.toContain(dataDir);
  });

  it('C7 path traversal is refused without revealing paths', async () => {
    for (const path of [
      '/media/%2e%2e/secret.txt',
      '/media/yachts/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/media/..%5csecret.webp',
      '/media/yachts/%2e%2e%2f..%2fsecret-400.webp',
    ]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(400);
      expect(res.text).not.toContain('outside the media directory');
      expect(res.text).not.toContain(dataDir);
    }
  });

  it('C7 paths under /media that are not pictures are a plain 404', async () => {
    const res = await request(app).get('/media/yachts/readme.txt');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});
