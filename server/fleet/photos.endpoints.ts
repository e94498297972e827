import {
  boatPhotoParamsSchema,
  boatPhotosParamsSchema,
  boatPhotosSchema,
  photoAltBodySchema,
  photoOrderBodySchema,
} from '../../src/contract/operator-photos-api';
import {
  boatPhotosEndpoint,
  deletePhotoEndpoint,
  photoAltEndpoint,
  photoOrderEndpoint,
  uploadPhotosEndpoint,
} from '../../src/contract/operator-photos-endpoints';
import { PHOTO_FIELD, PHOTO_MAX_MIB, PHOTOS_PER_BOAT, PHOTOS_PER_UPLOAD } from '../../src/contract/operator-photos-limits';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import { HttpError } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { heifReadable } from './photos-image';
import { PhotoUploadRequest } from './photos-upload';
import { boatPhotos, deletePhoto, reorderPhotos, setPhotoAlt, uploadPhotos } from './photos';

// A boat's photos in the console (issue 27): owners and managers change them, agents read them. A boat of
// another company is a 404 on every one. The upload's multipart body reaches its handler through
// server/fleet/photos-route.ts; the JSON router hands it anything else, which it refuses (415).
// Issue 29: an imported boat's photos (files and order) are its fleet system's: upload, order and delete
// answer 409 `fleet_owned`; its alt texts stay the company's.

const tag = 'Operator console: fleet';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
const WRITE = ['owner', 'manager'] as const;
/** The public reads that show a boat's photos: the page-data cache drops them after a change. */
const PHOTO_CHANGES = ['/yacht-list', '/yacht/', '/yachts-newest/', '/offers/', '/find_by_name'];

const formats = () => `JPEG, PNG, WebP${heifReadable() ? ' and HEIC/HEIF (those this server’s libheif decodes)' : ''}`;

export const photosEndpoints: Endpoint[] = [
  defineEndpoint(boatPhotosEndpoint, {
    summary: 'A boat’s photos in their order (the first is its main image on the site), with their alt texts per language',
    tag,
    auth: 'operator',
    params: boatPhotosParamsSchema,
    response: boatPhotosSchema,
    errors: [404],
    handle: ({ params, caller }, ctx) => boatPhotos(ctx, operatorOf(caller), params.yacht_id),
  }),
  defineEndpoint(uploadPhotosEndpoint, {
    summary: `Add photos after the boat’s others: multipart/form-data, field \`${PHOTO_FIELD}\`, up to ${PHOTOS_PER_UPLOAD} files of at most ${PHOTO_MAX_MIB} MiB each, ${PHOTOS_PER_BOAT} per boat. ${formats()}, decided by content; the photo is turned upright and its metadata (EXIF, GPS position) dropped, and stored as WebP 400 and 800 pixels wide and the original. All or nothing: one file refused (415 not an accepted picture, 422 damaged, 413 too large) refuses the upload, naming it`,
    tag,
    auth: 'operator',
    roles: WRITE,
    status: 201,
    params: boatPhotosParamsSchema,
    response: boatPhotosSchema,
    errors: [403, 404, 409, 413, 415, 422],
    changes: PHOTO_CHANGES,
    handle: ({ params, body, caller }, ctx) => {
      if (!(body instanceof PhotoUploadRequest)) throw new HttpError(415, 'Content-Type must be multipart/form-data');
      return uploadPhotos(ctx, operatorOf(caller), params.yacht_id, body);
    },
  }),
  defineEndpoint(photoOrderEndpoint, {
    summary: 'Put the boat’s photos in a new order: every key once (the first becomes the main image)',
    tag,
    auth: 'operator',
    roles: WRITE,
    params: boatPhotosParamsSchema,
    body: photoOrderBodySchema,
    response: boatPhotosSchema,
    errors: [403, 404, 409, 415, 422],
    changes: PHOTO_CHANGES,
    handle: ({ params, body, caller }, ctx) => reorderPhotos(ctx, operatorOf(caller), params.yacht_id, body.keys),
  }),
  defineEndpoint(photoAltEndpoint, {
    summary: 'Replace a photo’s alt texts, per language (a language left out or blank has none: the site then names the boat)',
    tag,
    auth: 'operator',
    roles: WRITE,
    params: boatPhotoParamsSchema,
    body: photoAltBodySchema,
    response: boatPhotosSchema,
    errors: [403, 404, 415, 422],
    changes: PHOTO_CHANGES,
    handle: ({ params, body, caller }, ctx) => setPhotoAlt(ctx, operatorOf(caller), params.yacht_id, params.key, body),
  }),
  defineEndpoint(deletePhotoEndpoint, {
    summary: 'Take a photo off the boat (its files are deleted once no boat shows it)',
    tag,
    auth: 'operator',
    roles: WRITE,
    params: boatPhotoParamsSchema,
    response: boatPhotosSchema,
    errors: [403, 404, 409],
    changes: PHOTO_CHANGES,
    handle: ({ params, caller }, ctx) => deletePhoto(ctx, operatorOf(caller), params.yacht_id, params.key),
  }),
];
