// Yacht images are stored per key in three sizes (§3 "mainImageUrls with sizes 400, 800 and original"),
// under DATA_DIR/media and served at /media (server/media/media-route.ts).
export const IMAGE_SIZES = ['400', '800', 'original'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export type ImageUrls = Record<ImageSize, string>;

export function imageUrls(folder: 'yachts' | 'crew' | 'news', key: string): ImageUrls {
  return {
    '400': `/media/${folder}/${key}-400.webp`,
    '800': `/media/${folder}/${key}-800.webp`,
    original: `/media/${folder}/${key}-original.webp`,
  };
}
