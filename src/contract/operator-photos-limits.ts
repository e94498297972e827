// Issue 27: a boat's photos in the console — the limits the server holds and the form says, apart from the
// zod schemas so the console's pages load no zod (decision 011).

/** Largest photo accepted, per file. */
export const PHOTO_MAX_MIB = 20;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MIB * 1024 * 1024;
/** Files taken in one upload request. */
export const PHOTOS_PER_UPLOAD = 20;
/** Photos a boat can have. */
export const PHOTOS_PER_BOAT = 60;
/** The multipart field that carries the files. */
export const PHOTO_FIELD = 'photos';
/** What the file picker offers; the server decides by content, never by this list. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
export const ALT_MAX_LENGTH = 200;
