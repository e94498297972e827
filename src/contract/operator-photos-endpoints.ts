import type { z } from 'zod';
import type { boatPhotosSchema, photoAltBodySchema, photoOrderBodySchema } from './operator-photos-api';
import type { Declare } from './endpoint';

// Issue 27: a boat's photos in the console, declared once (docs/decisions/037); the server's table is
// server/fleet/photos.endpoints.ts. The upload is multipart/form-data, which the JSON client does not send:
// the console posts it with XMLHttpRequest for its progress (src/features/operator/photos/photo-upload.ts).

type Boat = { yacht_id: number };
type Photo = { yacht_id: number; key: string };
type Photos = z.output<typeof boatPhotosSchema>;

export const boatPhotosEndpoint: Declare<{ params: Boat; answer: Photos }> = {
  method: 'GET',
  path: '/operator/boats/:yacht_id/photos',
};

export const uploadPhotosEndpoint: Declare<{ params: Boat; answer: Photos }> = {
  method: 'POST',
  path: '/operator/boats/:yacht_id/photos',
};

export const photoOrderEndpoint: Declare<{ params: Boat; body: z.input<typeof photoOrderBodySchema>; answer: Photos }> = {
  method: 'PUT',
  path: '/operator/boats/:yacht_id/photo-order',
};

export const photoAltEndpoint: Declare<{ params: Photo; body: z.input<typeof photoAltBodySchema>; answer: Photos }> = {
  method: 'PUT',
  path: '/operator/boats/:yacht_id/photos/:key/alt',
};

export const deletePhotoEndpoint: Declare<{ params: Photo; answer: Photos }> = {
  method: 'DELETE',
  path: '/operator/boats/:yacht_id/photos/:key',
};
