import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawExterior } from './draw-boats';
import { ensureImages } from './render-images';

describe('drawn pictures (C7)', () => {
  it('C7 a drawing becomes WebP files 400, 800 and 1600 pixels wide, plus the default picture, and is drawn only once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bw-images-'));
    let draws = 0;
    const job = { name: 'yachts/catamaran-exterior-2', draw: () => (draws++, drawExterior(1, 2)) };
    expect(await ensureImages(dir, [job])).toBe(2);
    for (const [name, width] of [
      ['yachts/catamaran-exterior-2-400', 400],
      ['yachts/catamaran-exterior-2-800', 800],
      ['yachts/catamaran-exterior-2-original', 1600],
      ['default-800', 800],
    ] as const) {
      const meta = await sharp(join(dir, `${name}.webp`)).metadata();
      expect([meta.format, meta.width], name).toEqual(['webp', width]);
    }
    const written = statSync(join(dir, 'yachts/catamaran-exterior-2-800.webp')).mtimeMs;
    expect(await ensureImages(dir, [job])).toBe(0);
    expect(draws).toBe(1);
    expect(statSync(join(dir, 'yachts/catamaran-exterior-2-800.webp')).mtimeMs).toBe(written);
  }, 60_000);
});
