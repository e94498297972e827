import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { IMAGE_SIZES, type ImageSize } from '../media/image-urls';
import { sizedFile } from '../media/render-images';
import { HttpError } from '../http-error';
import { PHOTO_FIELD } from '../../src/contract/operator-photos-limits';

// Issue 27: a photo a company uploads becomes the site's three WebP files (400 and 800 pixels wide, and the
// original), under DATA_DIR/media/yachts where the media route serves them. What a file is, is decided by
// its content (file-type reads the leading bytes, then sharp must decode it whole), never by its name or
// the browser's claim. Nothing of the camera's metadata survives: the pixels are turned upright by the EXIF
// orientation first, and sharp writes no EXIF, XMP, IPTC or ICC data unless asked (so no GPS position).

const WIDTHS: Record<Exclude<ImageSize, 'original'>, number> = { '400': 400, '800': 800 };
/** The "original" is the photo as sent, but no longer than this on its long side (a 50-megapixel frame is 8,000 px wide). */
const ORIGINAL_MAX = 3200;
const QUALITY = 80;
// Decompression bombs: sharp's default (268 megapixels) is far beyond any camera; 100 is still every phone.
const MAX_PIXELS = 100_000_000;

type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heif';
const KIND_OF_EXTENSION: Record<string, PhotoKind> = { jpg: 'jpeg', png: 'png', webp: 'webp', heic: 'heif', avif: 'heif' };

const WRONG_TYPE = 'Photos must be JPEG, PNG, WebP or HEIC/HEIF pictures';
const HEIF_UNREADABLE = 'This server cannot read HEIC/HEIF photos of this kind: please send them as JPEG';
const UNREADABLE = 'The picture could not be read (it may be damaged or cut short)';

const refuse = (status: 415 | 422, name: string, message: string) =>
  new HttpError(status, `${name}: ${message}`, { [PHOTO_FIELD]: [`${name}: ${message}`] });

/** Whether the installed sharp (its libvips and libheif) reads HEIF at all; HEVC-coded HEIC may still fail. */
export function heifReadable(): boolean {
  return sharp.format.heif?.input.file === true;
}

/** The kind of picture the file holds by its content, or a 415 naming the file. */
async function photoKindOf(path: string, name: string): Promise<PhotoKind> {
  const found = await fileTypeFromFile(path);
  const kind = found ? KIND_OF_EXTENSION[found.ext] : undefined;
  if (!kind || (kind === 'heif' && !heifReadable())) throw refuse(415, name, WRONG_TYPE);
  return kind;
}

/** A new photo's key: the boat's id and 12 random bytes, so names never repeat (the files are cached for a year). */
export function newPhotoKey(yachtId: number): string {
  return `b${yachtId}-${randomBytes(12).toString('hex')}`;
}

/**
 * Decodes the upload at `path` (refused unless its content is an accepted picture) and writes its three
 * WebP files for `key` under `mediaDir`/yachts; returns the paths written. Either every size is written or
 * none: a failure removes what was written.
 */
export async function storePhoto(path: string, name: string, mediaDir: string, key: string): Promise<string[]> {
  const kind = await photoKindOf(path, name);
  // Decoded once, turned upright, as raw pixels; every size is cut from those pixels.
  const { data, info } = await sharp(path, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: ORIGINAL_MAX, height: ORIGINAL_MAX, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refuse(kind === 'heif' ? 415 : 422, name, kind === 'heif' ? HEIF_UNREADABLE : UNREADABLE);
    });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const folder = join(mediaDir, 'yachts');
  await mkdir(folder, { recursive: true });
  const written: string[] = [];
  try {
    for (const size of IMAGE_SIZES) {
      const image = sharp(data, raw);
      if (size !== 'original') image.resize({ width: WIDTHS[size], withoutEnlargement: true });
      const bytes = await image.webp({ quality: QUALITY }).toBuffer();
      const file = join(folder, sizedFile(key, size));
      // Under a temporary name first, so the media route never serves half a file.
      await writeFile(`${file}.tmp`, bytes);
      await rename(`${file}.tmp`, file);
      written.push(file);
    }
  } catch (err) {
    await removeFiles(written);
    throw err;
  }
  return written;
}

/** The three files of a photo. */
export function photoFiles(mediaDir: string, key: string): string[] {
  return IMAGE_SIZES.map((size) => join(mediaDir, 'yachts', sizedFile(key, size)));
}

export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}
