import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { heifReadable, newPhotoKey, photoFiles, storePhoto } from './photos-image';

// Issue 27, a boat's photos: checked by content, turned upright, stripped of EXIF and GPS, and resized to
// the sizes the site serves (400, 800 and the original, as WebP).

let dir: string;
let media: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photos-image-'));
  media = join(dir, 'media');
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });

async function upload(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

describe('the photo pipeline (issue 27)', () => {
  it('drops EXIF and the GPS position of a JPEG, after turning it upright by its orientation', async () => {
    const jpeg = await picture(600, 300)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '16/1 26/1 0/1' },
      })
      .toBuffer();
    // Orientation 6: the camera was turned; the pixels are stored sideways.
    const turned = await sharp(jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const sent = await sharp(turned).metadata();
    expect(sent.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(sent.orientation).toBe(6);

    const key = newPhotoKey(7);
    const written = await storePhoto(await upload('boat.jpg', turned), 'boat.jpg', media, key);
    expect(written).toEqual(photoFiles(media, key));
    for (const file of written) {
      const out = await sharp(file).metadata();
      expect(out.format).toBe('webp');
      expect(out.exif).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(out.icc).toBeUndefined();
      expect(out.orientation).toBeUndefined();
    }
    const original = await sharp(written[2]!).metadata();
    expect([original.width, original.height]).toEqual([300, 600]);
  });

  it('resizes a PNG to 400 and 800 pixels wide and keeps the original size', async () => {
    const png = await picture(1600, 1000).png().toBuffer();
    const written = await storePhoto(await upload('deck.png', png), 'deck.png', media, newPhotoKey(7));
    const sizes = await Promise.all(written.map(async (f) => (await sharp(f).metadata()).width));
    expect(sizes).toEqual([400, 800, 1600]);
    expect((await sharp(written[0]!).metadata()).height).toBe(250);
  });

  it('takes WebP by content whatever its name', async () => {
    const webp = await picture(500, 400).webp().toBuffer();
    const written = await storePhoto(await upload('photo.txt', webp), 'photo.txt', media, newPhotoKey(7));
    expect(written).toHaveLength(3);
  });

  it.runIf(heifReadable())('takes a HEIF-family picture (AVIF, which this sharp writes) when sharp reads HEIF', async () => {
    const avif = await picture(640, 480).avif().toBuffer();
    const written = await storePhoto(await upload('harbour.heic', avif), 'harbour.heic', media, newPhotoKey(7));
    expect((await sharp(written[1]!).metadata()).width).toBe(640);
  });

  it('refuses a text file named .jpg (415) and writes nothing', async () => {
    const before = await readdir(join(media, 'yachts'));
    const path = await upload('fake.jpg', Buffer.from('just some text, not a picture\n'.repeat(20)));
    const refusal = await storePhoto(path, 'fake.jpg', media, newPhotoKey(7)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(415);
    expect((refusal as HttpError).message).toContain('fake.jpg');
    expect(await readdir(join(media, 'yachts'))).toEqual(before);
  });

  it('refuses a JPEG cut short (422): its header is right, its pixels are not there', async () => {
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const path = await upload('cut.jpg', jpeg.subarray(0, 400));
    const refusal = await storePhoto(path, 'cut.jpg', media, newPhotoKey(7)).catch((e: unknown) => e);
    expect((refusal as HttpError).status).toBe(422);
  });

  it('refuses a GIF: not one of the accepted kinds (415)', async () => {
    const gif = await picture(50, 50).gif().toBuffer();
    const refusal = await storePhoto(await upload('a.gif', gif), 'a.gif', media, newPhotoKey(7)).catch((e: unknown) => e);
    expect((refusal as HttpError).status).toBe(415);
  });
});
