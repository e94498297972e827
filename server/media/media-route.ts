import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { RequestHandler } from 'express';
import { drawDefaultImage } from './draw-scene';
import type { ImageSize } from './image-urls';
import { rasterise, sizedFile } from './render-images';
import { decodeOrNull } from '../../src/contract/percent-decoding';

// /media/*: the project's pictures under DATA_DIR/media (yachts, crew, news; drawn by the seed).
// Files never change under a name, so they are cached for a year. A picture that is missing answers
// with the default picture of the same size (§4 "a missing image falls back to a default image"), cached
// briefly, so it is replaced once the real one exists.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FALLBACK = 'public, max-age=300';
const IMAGE_PATH = /^\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9._-]*\.(?:webp|jpe?g|png)$/i;
const SIZE_OF = /-(400|800)\.[a-z]+$/i;

export function mediaRoute(dataDir: string): RequestHandler {
  const root = resolve(dataDir, 'media');
  // Drawn on first need when the seed has not written the default files (tests, a fresh DATA_DIR).
  const drawnDefaults = new Map<ImageSize, Promise<Buffer>>();

  const sendDefault = async (res: Parameters<RequestHandler>[1], size: ImageSize) => {
    res.setHeader('Cache-Control', FALLBACK);
    const name = sizedFile('default', size);
    if (await isFile(join(root, name))) return res.sendFile(name, { root });
    let bytes = drawnDefaults.get(size);
    if (!bytes) {
      bytes = rasterise(drawDefaultImage(), [size]).then((out) => out.get(size) as Buffer);
      drawnDefaults.set(size, bytes);
    }
    res.type('image/webp').send(await bytes);
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = decodeOrNull(req.path);
    if (path === null) return res.status(400).type('text/plain').send('Bad request');
    // Anything that could climb out of the media directory is refused outright.
    if (path.includes('..') || path.includes('\\') || path.includes('\0')) return res.status(400).type('text/plain').send('Bad request');
    // /media holds pictures only; anything else there is simply not found (no language redirect, no page).
    if (!IMAGE_PATH.test(path)) return res.status(404).type('text/plain').send('Not found');
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep)) return res.status(400).type('text/plain').send('Bad request');
    const size = (SIZE_OF.exec(path)?.[1] ?? 'original') as ImageSize;
    try {
      if (!(await isFile(file))) return await sendDefault(res, size);
      // Relative to `root`, so only the part under /media is checked for dot-files (DATA_DIR may be ./.data).
      res.sendFile(path.slice(1), { root, headers: { 'Cache-Control': IMMUTABLE }, cacheControl: false, dotfiles: 'deny' }, (error) => {
        if (error && !res.headersSent) next(error);
      });
    } catch (error) {
      next(error);
    }
  };
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}
