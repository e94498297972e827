import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { photoAltBodySchema } from '../contract/operator-photos-api';
import { boatPhotosEndpoint, deletePhotoEndpoint, photoAltEndpoint, photoOrderEndpoint } from '../contract/operator-photos-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// Issue 27: a boat's photos in the console — GET /operator/boats/{id}/photos, and the changes that answer
// the photos as they then are (order, alt texts, delete). The upload, with its progress, is
// src/features/operator/photos/photo-upload.ts.
const boatPhotosKey = (token: string, boatId: number) => [keyOf(boatPhotosEndpoint, { params: { yacht_id: boatId } }), token] as const;

export function useBoatPhotos(token: string, boatId: number) {
  const { config } = useAppState();
  return useSWR(boatPhotosKey(token, boatId), ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(boatPhotosEndpoint, { params: { yacht_id: boatId } }),
  );
}

export const reorderBoatPhotos = (token: string, boatId: number, keys: string[]) =>
  operatorClient(token).call(photoOrderEndpoint, { params: { yacht_id: boatId }, body: { keys } });

export const setBoatPhotoAlt = (token: string, boatId: number, key: string, body: z.input<typeof photoAltBodySchema>) =>
  operatorClient(token).call(photoAltEndpoint, { params: { yacht_id: boatId, key }, body });

export const deleteBoatPhoto = (token: string, boatId: number, key: string) =>
  operatorClient(token).call(deletePhotoEndpoint, { params: { yacht_id: boatId, key } });
