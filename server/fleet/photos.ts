import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { BoatPhotos, photoAltBodySchema } from '../../src/contract/operator-photos-api';
import { PHOTO_FIELD, PHOTOS_PER_BOAT } from '../../src/contract/operator-photos-limits';
import type { ApiContext } from '../api/endpoint';
import { HttpError, notFound } from '../http-error';
import { imageUrls } from '../media/image-urls';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit, type Executor } from '../operators/operators-store';
import { refuseIfImported } from './fleet-owned';
import { newPhotoKey, photoFiles, removeFiles, storePhoto } from './photos-image';
import {
  altTexts,
  companyBoatImages,
  deleteAltTexts,
  imageInUse,
  setAltTexts,
  setImages,
  type AltTexts,
  type PhotoBoat,
} from './photos-store';
import { receivePhotos, type PhotoUploadRequest } from './photos-upload';

// A boat's photos in the console (issue 27): upload (several at once), order, alt texts, delete. Each write
// holds the boat's row for its transaction, so two people arranging the same boat queue rather than lose
// each other's change, and records its audit entry (the keys and alt texts before and after) in the same
// transaction. The catalog hears every change through the tables' triggers (migrations 0008 and 0016).

const BOAT_NOT_FOUND = 'The boat was not found';
const PHOTO_NOT_FOUND = 'The photo was not found';
/** Issue 29: an imported boat's photos and their order are its fleet system's; the alt texts stay ours. */
const PHOTOS_THERE = 'change its photos and their order there; the next sync brings them here. Their alt texts are yours to write here';

async function boatOf(db: Executor, caller: OperatorCaller, yachtId: number, lock = false): Promise<PhotoBoat> {
  const boat = await companyBoatImages(db, caller.operator.companyId, yachtId, lock);
  if (!boat) throw notFound(BOAT_NOT_FOUND);
  return boat;
}

async function answer(db: Executor, yachtId: number, images: readonly string[]): Promise<BoatPhotos> {
  const alts = await altTexts(db, yachtId);
  return { yacht_id: yachtId, photos: images.map((key) => ({ key, urls: imageUrls('yachts', key), alt: alts.get(key) ?? {} })) };
}

const audit = (ctx: ApiContext, caller: OperatorCaller, yachtId: number, action: string, before: unknown, after: unknown) => ({
  companyId: caller.operator.companyId,
  operatorId: caller.operator.id,
  action,
  entity: 'boat',
  entityId: String(yachtId),
  before,
  after,
  at: ctx.now(),
});

export async function boatPhotos(ctx: ApiContext, caller: OperatorCaller, yachtId: number): Promise<BoatPhotos> {
  const boat = await boatOf(ctx.db, caller, yachtId);
  return answer(ctx.db, yachtId, boat.images);
}

const tooMany = (room: number) => {
  const message = `A boat has at most ${PHOTOS_PER_BOAT} photos: ${room} more can be added`;
  return new HttpError(422, message, { [PHOTO_FIELD]: [message] });
};

/**
 * Adds the uploaded photos after the boat's others, in the order sent. All or nothing: one file refused
 * (not a picture, damaged, too large) refuses the upload, naming it, and leaves no file behind. The body is
 * read only once the boat is known to be the caller's.
 */
export async function uploadPhotos(
  ctx: ApiContext,
  caller: OperatorCaller,
  yachtId: number,
  upload: PhotoUploadRequest,
): Promise<BoatPhotos> {
  const boat = await boatOf(ctx.db, caller, yachtId);
  await refuseIfImported(ctx.db, yachtId, PHOTOS_THERE);
  const received = await receivePhotos(upload.req);
  const mediaDir = join(ctx.config.DATA_DIR, 'media');
  const written: string[] = [];
  try {
    if (boat.images.length + received.photos.length > PHOTOS_PER_BOAT) throw tooMany(PHOTOS_PER_BOAT - boat.images.length);
    const keys: string[] = [];
    for (const photo of received.photos) {
      const key = newPhotoKey(yachtId);
      written.push(...(await storePhoto(photo.path, photo.name, mediaDir, key)));
      keys.push(key);
    }
    return await ctx.db.transaction(async (tx) => {
      const current = await boatOf(tx, caller, yachtId, true);
      if (current.images.length + keys.length > PHOTOS_PER_BOAT) throw tooMany(PHOTOS_PER_BOAT - current.images.length);
      const images = [...current.images, ...keys];
      await setImages(tx, yachtId, images);
      await insertAudit(tx, audit(ctx, caller, yachtId, 'boat.photos.upload', { images: current.images }, { images }));
      return answer(tx, yachtId, images);
    });
  } catch (err) {
    await removeFiles(written);
    throw err;
  } finally {
    await rm(received.dir, { recursive: true, force: true });
  }
}

/** The boat's photos in a new order: the same keys, each once (the first becomes the main image). */
export async function reorderPhotos(
  ctx: ApiContext,
  caller: OperatorCaller,
  yachtId: number,
  keys: readonly string[],
): Promise<BoatPhotos> {
  return ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    await refuseIfImported(tx, yachtId, PHOTOS_THERE);
    const same = keys.length === boat.images.length && new Set(keys).size === keys.length && keys.every((k) => boat.images.includes(k));
    if (!same) {
      const message = 'The order must name every photo of the boat once';
      throw new HttpError(422, message, { keys: [message] });
    }
    await setImages(tx, yachtId, keys);
    await insertAudit(tx, audit(ctx, caller, yachtId, 'boat.photos.reorder', { images: boat.images }, { images: keys }));
    return answer(tx, yachtId, keys);
  });
}

/** Replaces a photo's alt texts (blank ones are dropped). */
export async function setPhotoAlt(
  ctx: ApiContext,
  caller: OperatorCaller,
  yachtId: number,
  key: string,
  body: z.output<typeof photoAltBodySchema>,
): Promise<BoatPhotos> {
  const alt: AltTexts = Object.fromEntries(Object.entries(body.alt).filter(([, text]) => text !== undefined && text !== ''));
  return ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    if (!boat.images.includes(key)) throw notFound(PHOTO_NOT_FOUND);
    const before = (await altTexts(tx, yachtId)).get(key) ?? {};
    await setAltTexts(tx, yachtId, key, alt);
    await insertAudit(tx, audit(ctx, caller, yachtId, 'boat.photos.alt', { key, alt: before }, { key, alt }));
    return answer(tx, yachtId, boat.images);
  });
}

/** Takes a photo off the boat; its files go too once no boat shows it (the demo fleet's pictures are shared). */
export async function deletePhoto(ctx: ApiContext, caller: OperatorCaller, yachtId: number, key: string): Promise<BoatPhotos> {
  const result = await ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    if (!boat.images.includes(key)) throw notFound(PHOTO_NOT_FOUND);
    await refuseIfImported(tx, yachtId, PHOTOS_THERE);
    const images = boat.images.filter((k) => k !== key);
    const alt = (await altTexts(tx, yachtId)).get(key) ?? {};
    await setImages(tx, yachtId, images);
    await deleteAltTexts(tx, yachtId, [key]);
    await insertAudit(tx, audit(ctx, caller, yachtId, 'boat.photos.delete', { images: boat.images, key, alt }, { images }));
    return answer(tx, yachtId, images);
  });
  if (!(await imageInUse(ctx.db, key))) await removeFiles(photoFiles(join(ctx.config.DATA_DIR, 'media'), key));
  return result;
}
