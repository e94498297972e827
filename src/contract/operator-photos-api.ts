import { z } from 'zod';
import { imageUrlsSchema } from './catalog-api';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { textInput } from './text-input';
import { withRules } from './input-rules';
import { ALT_MAX_LENGTH, PHOTOS_PER_BOAT } from './operator-photos-limits';

// Issue 27: a boat's photos as its company keeps them in the console. The order is the boat's (the first
// is its main image on the site); each photo is known by its key (its files are
// /media/yachts/{key}-{400|800|original}.webp) and has an alt text per language.

const boatId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'The boat id is a whole number.')
  .transform(Number);
/** Keys of uploaded photos and of the demo fleet's drawn pictures. */
const photoKey = textInput()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Not a photo key.');

export const boatPhotosParamsSchema = z.object({ yacht_id: boatId });
export const boatPhotoParamsSchema = z.object({ yacht_id: boatId, key: photoKey });

const altTextsShape = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, textInput().trim().max(ALT_MAX_LENGTH, `At most ${ALT_MAX_LENGTH} characters.`).optional()]),
) as Record<LanguageCode, z.ZodOptional<z.ZodString>>;

/** A photo's alt texts, replaced as a whole; an empty or missing language has none (the page says the boat's name). */
export const photoAltBodySchema = z.strictObject({ alt: z.strictObject(altTextsShape) });

/** The boat's photos in their new order: every key it has, each once. */
export const photoOrderBodySchema = withRules(
  z.strictObject({
    keys: z.array(photoKey).min(1).max(PHOTOS_PER_BOAT),
  }),
  // Checked against the boat's photos on the server (server/fleet/photos.ts).
  { rule: 'keys name every photo of the boat, each once', fields: ['keys'] },
);

const photoSchema = z.object({
  key: z.string(),
  urls: imageUrlsSchema,
  alt: z.partialRecord(z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]), z.string()),
});
export type BoatPhoto = z.output<typeof photoSchema>;

export const boatPhotosSchema = z.object({ yacht_id: z.number().int(), photos: z.array(photoSchema) });
export type BoatPhotos = z.output<typeof boatPhotosSchema>;
