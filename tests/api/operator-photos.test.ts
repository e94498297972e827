import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogModel } from '../../server/catalog/model/catalog-model';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog, bases, yachts } from '../../server/db/schema';
import { insertOperator } from '../../server/operators/operators-store';
import { startSession } from '../../server/operators/operator-sessions';
import type { OperatorRole } from '../../src/contract/operator-roles';
import { seededTestDatabase } from '../setup/test-db';
import { testApp, TEST_TOKEN } from '../setup/test-app';
import { makeCompany } from './operators-fixtures';

// Issue 27, a boat's photos in the console: several uploaded at once (checked by content, stripped of
// EXIF/GPS, resized), reordered, alt texts per language, deleted, every write audited; agents read only,
// and another company's operator gets 404 on every photo endpoint. Bad input is a 4xx, never a 500.

let app: Express;
let database: DatabaseHandle;
let catalog: CatalogModel;
let dataDir: string;
const now = new Date('2026-11-27T10:00:00Z');
const tokens = {} as Record<OperatorRole | 'other', string>;
let boat: { id: number; slug: string; images: string[] };
let otherBoat: { id: number };

const path = (id = boat.id) => `/api/operator/boats/${id}/photos`;
const orderPath = (id = boat.id) => `/api/operator/boats/${id}/photo-order`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const jpeg = (w: number, h: number, shade = 90) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 10, g: shade, b: 200 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '16/1 26/1 0/1' } })
    .toBuffer();
const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 4, background: '#3a7' } })
    .png()
    .toBuffer();

function upload(token: string, files: { name: string; bytes: Buffer; type?: string }[], id = boat.id) {
  let req = request(app).post(path(id)).set(auth(token));
  for (const f of files) req = req.attach('photos', f.bytes, { filename: f.name, contentType: f.type ?? 'image/jpeg' });
  return req;
}

async function photosOfPublicPage() {
  await catalog.settle();
  const page = await request(app).get(`/api/yacht/${boat.slug}?locale=en`).set(auth(TEST_TOKEN));
  expect(page.status).toBe(200);
  return page.body.data.images as { original: string }[];
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'operator-photos-'));
  database = await seededTestDatabase({ yachts: 6 });
  ({ app, catalog } = await testApp({ DATA_DIR: dataDir }, { database, now: () => now }));
  const a = await makeCompany(database, 'Photo Charter');
  const b = await makeCompany(database, 'Other Charter');
  const fleet = await database.db.select({ id: yachts.id, slug: yachts.slug, images: yachts.images, baseId: yachts.baseId }).from(yachts);
  const first = fleet[0]!;
  const second = fleet.find((y) => y.baseId !== first.baseId)!;
  await database.db.update(bases).set({ companyId: a.id }).where(eq(bases.id, first.baseId));
  await database.db.update(bases).set({ companyId: b.id }).where(eq(bases.id, second.baseId));
  boat = first;
  otherBoat = second;
  for (const role of ['owner', 'manager', 'agent'] as const) {
    const op = await insertOperator(database.db, { companyId: a.id, email: `${role}@photo.example`, name: role, role });
    tokens[role] = await startSession(database.db, op.id, 'full', now);
  }
  const other = await insertOperator(database.db, { companyId: b.id, email: 'owner@other.example', name: 'Other', role: 'owner' });
  tokens.other = await startSession(database.db, other.id, 'full', now);
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a boat’s photos (issue 27)', () => {
  let uploaded: string[] = [];

  it('lists the boat’s photos in their order, to an agent too', async () => {
    const res = await request(app).get(path()).set(auth(tokens.agent));
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p: { key: string }) => p.key)).toEqual(boat.images);
  });

  it('uploads three photos at once: stored as WebP in three sizes, without their GPS, after the others, on the public page', async () => {
    const res = await upload(tokens.manager, [
      { name: 'bow.jpg', bytes: await jpeg(1200, 800) },
      { name: 'saloon.png', bytes: await png(900, 600), type: 'image/png' },
      // Named and declared wrongly: the content decides.
      { name: 'cockpit.bin', bytes: await jpeg(640, 480, 40), type: 'application/octet-stream' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const keys: string[] = res.body.photos.map((p: { key: string }) => p.key);
    expect(keys.slice(0, boat.images.length)).toEqual(boat.images);
    uploaded = keys.slice(boat.images.length);
    expect(uploaded).toHaveLength(3);
    const files = await readdir(join(dataDir, 'media', 'yachts'));
    for (const key of uploaded) for (const size of ['400', '800', 'original']) expect(files).toContain(`${key}-${size}.webp`);
    const bow = await sharp(join(dataDir, 'media', 'yachts', `${uploaded[0]}-original.webp`)).metadata();
    expect(bow.exif).toBeUndefined();
    expect((await sharp(join(dataDir, 'media', 'yachts', `${uploaded[0]}-800.webp`)).metadata()).width).toBe(800);
    // Served where the site looks for them.
    const served = await request(app).get(`/media/yachts/${uploaded[1]}-400.webp`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const publicImages = await photosOfPublicPage();
    expect(publicImages.map((i) => i.original)).toContain(`/media/yachts/${uploaded[2]}-original.webp`);
  });

  it('reorders: the first becomes the boat’s main image on the public page', async () => {
    const order = [uploaded[2]!, ...boat.images, uploaded[0]!, uploaded[1]!];
    const res = await request(app).put(orderPath()).set(auth(tokens.owner)).send({ keys: order });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.photos.map((p: { key: string }) => p.key)).toEqual(order);
    const publicImages = await photosOfPublicPage();
    expect(publicImages[0]!.original).toBe(`/media/yachts/${uploaded[2]}-original.webp`);
  });

  it('refuses an order that leaves out, repeats or adds a photo (422)', async () => {
    const current = (await request(app).get(path()).set(auth(tokens.owner))).body.photos.map((p: { key: string }) => p.key) as string[];
    for (const keys of [current.slice(1), [...current, current[0]], [...current.slice(1), 'b1-unknown'], []]) {
      const res = await request(app).put(orderPath()).set(auth(tokens.owner)).send({ keys });
      expect(res.status, JSON.stringify(keys)).toBe(422);
    }
  });

  it('sets alt texts per language; blank ones are dropped', async () => {
    const res = await request(app)
      .put(`${path()}/${uploaded[0]}/alt`)
      .set(auth(tokens.manager))
      .send({ alt: { en: 'The bow at anchor', de: 'Der Bug vor Anker', fr: '  ' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const photo = res.body.photos.find((p: { key: string }) => p.key === uploaded[0]);
    expect(photo.alt).toEqual({ en: 'The bow at anchor', de: 'Der Bug vor Anker' });
    // The public boat page's gallery says it, in the page's language only.
    await catalog.settle();
    const pageIn = async (locale: string) =>
      (await request(app).get(`/api/yacht/${boat.slug}?locale=${locale}`).set(auth(TEST_TOKEN))).body.data;
    for (const [locale, text] of [
      ['en', 'The bow at anchor'],
      ['de', 'Der Bug vor Anker'],
      ['fr', null],
    ] as const) {
      const data = await pageIn(locale);
      const at = (data.images as { original: string }[]).findIndex((i) => i.original.includes(uploaded[0]!));
      expect(data.image_alts[at], locale).toBe(text);
    }
  });

  it('deletes a photo: off the boat, its files gone', async () => {
    const res = await request(app).delete(`${path()}/${uploaded[1]}`).set(auth(tokens.owner));
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p: { key: string }) => p.key)).not.toContain(uploaded[1]);
    const files = await readdir(join(dataDir, 'media', 'yachts'));
    expect(files.filter((f) => f.startsWith(uploaded[1]!))).toEqual([]);
    expect((await request(app).delete(`${path()}/${uploaded[1]}`).set(auth(tokens.owner))).status).toBe(404);
  });

  it('audits every write with what was before and after', async () => {
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(boat.id)), like(auditLog.action, 'boat.photos.%')));
    expect(entries.map((e) => e.action)).toEqual(['boat.photos.upload', 'boat.photos.reorder', 'boat.photos.alt', 'boat.photos.delete']);
    expect(entries[0]!.before).toEqual({ images: boat.images });
    expect((entries[0]!.after as { images: string[] }).images).toHaveLength(boat.images.length + 3);
    expect(entries[2]!.after).toEqual({ key: uploaded[0], alt: { en: 'The bow at anchor', de: 'Der Bug vor Anker' } });
  });
});

describe('roles and isolation (issue 27)', () => {
  it('an agent reads but changes nothing (403)', async () => {
    const keys = (await request(app).get(path()).set(auth(tokens.agent))).body.photos.map((p: { key: string }) => p.key);
    expect((await upload(tokens.agent, [{ name: 'a.jpg', bytes: await jpeg(100, 100) }])).status).toBe(403);
    expect((await request(app).put(orderPath()).set(auth(tokens.agent)).send({ keys })).status).toBe(403);
    expect(
      (
        await request(app)
          .put(`${path()}/${keys[0]}/alt`)
          .set(auth(tokens.agent))
          .send({ alt: { en: 'x' } })
      ).status,
    ).toBe(403);
    expect((await request(app).delete(`${path()}/${keys[0]}`).set(auth(tokens.agent))).status).toBe(403);
  });

  it('another company’s operator gets 404 on every photo endpoint, and changes nothing', async () => {
    const before = (await request(app).get(path()).set(auth(tokens.owner))).body;
    const keys = before.photos.map((p: { key: string }) => p.key);
    const other = tokens.other;
    expect((await request(app).get(path()).set(auth(other))).status).toBe(404);
    expect((await upload(other, [{ name: 'a.jpg', bytes: await jpeg(100, 100) }])).status).toBe(404);
    expect((await request(app).put(orderPath()).set(auth(other)).send({ keys })).status).toBe(404);
    expect(
      (
        await request(app)
          .put(`${path()}/${keys[0]}/alt`)
          .set(auth(other))
          .send({ alt: { en: 'x' } })
      ).status,
    ).toBe(404);
    expect((await request(app).delete(`${path()}/${keys[0]}`).set(auth(other))).status).toBe(404);
    expect((await request(app).get(path()).set(auth(tokens.owner))).body).toEqual(before);
    // And the other way round: their boat is not ours.
    expect((await request(app).get(path(otherBoat.id)).set(auth(tokens.owner))).status).toBe(404);
  });

  it('no session is a 401; the site token is not a console session', async () => {
    expect((await request(app).get(path())).status).toBe(401);
    expect((await request(app).get(path()).set(auth(TEST_TOKEN))).status).toBe(401);
    expect((await upload(TEST_TOKEN, [{ name: 'a.jpg', bytes: await jpeg(100, 100) }])).status).toBe(401);
  });
});

describe('bad input is a clear 4xx, never a 500 (issue 27)', () => {
  it('refuses a text file named .jpg (415) and keeps none of the upload', async () => {
    const before = (await request(app).get(path()).set(auth(tokens.owner))).body.photos.length;
    const res = await upload(tokens.owner, [
      { name: 'good.jpg', bytes: await jpeg(300, 200) },
      { name: 'notes.jpg', bytes: Buffer.from('not a picture at all\n'.repeat(30)) },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.message).toContain('notes.jpg');
    expect((await request(app).get(path()).set(auth(tokens.owner))).body.photos.length).toBe(before);
  });

  it('refuses an upload that is not multipart (415), without files (422), or empty files (422)', async () => {
    expect((await request(app).post(path()).set(auth(tokens.owner)).send({ photos: [] })).status).toBe(415);
    expect((await request(app).post(path()).set(auth(tokens.owner)).field('note', 'x')).status).toBe(422);
    expect((await upload(tokens.owner, [{ name: 'empty.jpg', bytes: Buffer.alloc(0) }])).status).toBe(422);
  });

  it('refuses more than 20 files at once (413)', async () => {
    const small = await jpeg(40, 40);
    const res = await upload(
      tokens.owner,
      Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.jpg`, bytes: small })),
    );
    expect(res.status).toBe(413);
  });

  it('refuses a malformed multipart body (400)', async () => {
    const res = await request(app)
      .post(path())
      .set(auth(tokens.owner))
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nabc');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses bad ids, keys and bodies with 4xx', async () => {
    const owner = tokens.owner;
    const cases = [
      request(app).get('/api/operator/boats/abc/photos').set(auth(owner)),
      request(app).get('/api/operator/boats/0/photos').set(auth(owner)),
      request(app).get('/api/operator/boats/99999999/photos').set(auth(owner)),
      request(app).put(orderPath()).set(auth(owner)).send({ keys: 'no' }),
      request(app)
        .put(orderPath())
        .set(auth(owner))
        .send({ keys: [1, 2] }),
      request(app).put(orderPath()).set(auth(owner)).set('Content-Type', 'application/json').send('{bad json'),
      request(app)
        .put(`${path()}/Not%20A%20Key/alt`)
        .set(auth(owner))
        .send({ alt: { en: 'x' } }),
      request(app)
        .put(`${path()}/${boat.images[0]}/alt`)
        .set(auth(owner))
        .send({ alt: { xx: 'x' } }),
      request(app)
        .put(`${path()}/${boat.images[0]}/alt`)
        .set(auth(owner))
        .send({ alt: { en: 'x'.repeat(201) } }),
      request(app)
        .put(`${path()}/${boat.images[0]}/alt`)
        .set(auth(owner))
        .send({ alt: { en: 'a\u0000b' } }),
      request(app)
        .put(`${path()}/b1-nothing/alt`)
        .set(auth(owner))
        .send({ alt: { en: 'x' } }),
      request(app).delete(`${path()}/b1-nothing`).set(auth(owner)),
    ];
    for (const [i, res] of (await Promise.all(cases)).entries()) {
      expect(res.status, `case ${i}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
