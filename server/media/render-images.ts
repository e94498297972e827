import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Logger } from 'pino';
import { IMAGE_SIZES, type ImageSize } from './image-urls';
import { drawDefaultImage } from './draw-scene';

// Rasterises drawn SVGs to WebP in the three sizes of §3 (400 and 800 pixels wide, and the original).
// Files that already exist are kept, so only the first start after a fresh clone pays for drawing.

export interface ImageJob {
  /** Path under the media directory without the size suffix, e.g. 'yachts/catamaran-deck'. */
  name: string;
  draw(): string;
}

const WIDTHS: Record<Exclude<ImageSize, 'original'>, number> = { '400': 400, '800': 800 };
const QUALITY = 78;
// Flat drawings compress nearly as well with little effort; the default effort doubles the drawing time.
const EFFORT = 2;
// Pictures drawn at once: sharp works on its own threads, and the machine has other work at start.
const PARALLEL = 2;

export const sizedFile = (name: string, size: ImageSize) => `${name}-${size}.webp`;

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The WebP bytes of a drawing in each asked size. The SVG is rendered once; the sizes scale its pixels. */
export async function rasterise(drawing: string, sizes: readonly ImageSize[]): Promise<Map<ImageSize, Buffer>> {
  const { data, info } = await sharp(Buffer.from(drawing)).raw().toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const out = new Map<ImageSize, Buffer>();
  for (const size of sizes) {
    const image = sharp(data, pixels);
    if (size !== 'original') image.resize({ width: WIDTHS[size] });
    out.set(size, await image.webp({ quality: QUALITY, effort: EFFORT }).toBuffer());
  }
  return out;
}

// Written under a temporary name and renamed, so a server reading the directory never sees half a file.
async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

/** Draws the pictures whose files are missing; returns how many were drawn. */
export async function ensureImages(mediaDir: string, jobs: readonly ImageJob[], logger?: Logger): Promise<number> {
  const started = Date.now();
  const queue = [{ name: 'default', draw: drawDefaultImage }, ...jobs];
  let drawn = 0;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const missing: ImageSize[] = [];
      for (const size of IMAGE_SIZES) if (!(await exists(join(mediaDir, sizedFile(job.name, size))))) missing.push(size);
      if (missing.length === 0) continue;
      for (const [size, bytes] of await rasterise(job.draw(), missing))
        await writeAtomically(join(mediaDir, sizedFile(job.name, size)), bytes);
      drawn++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (drawn > 0) logger?.info({ drawn, ms: Date.now() - started, mediaDir }, 'demo images drawn');
  return drawn;
}
