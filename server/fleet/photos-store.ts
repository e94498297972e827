import { and, eq, inArray, sql } from 'drizzle-orm';
import { bases, yachtPhotoAlts, yachts } from '../db/schema';
import type { Executor } from '../operators/operators-store';
import type { LanguageCode } from '../../src/contract/languages';

// The console's SQL for a boat's photos (issue 27): their order is `yachts.images` (the first is the main
// image everywhere on the site), their alt texts `yacht_photo_alts`. Every read takes the caller's company:
// a boat belongs to the company of its base, and another company's boat is not found.

export type AltTexts = Partial<Record<LanguageCode, string>>;

export interface PhotoBoat {
  id: number;
  images: string[];
}

/** The boat's photo keys if it is the company's; `lock` holds its row until the transaction ends (writers queue). */
export async function companyBoatImages(db: Executor, companyId: number, yachtId: number, lock = false): Promise<PhotoBoat | null> {
  const query = db
    .select({ id: yachts.id, images: yachts.images })
    .from(yachts)
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .where(and(eq(yachts.id, yachtId), eq(bases.companyId, companyId)));
  const rows = await (lock ? query.for('update', { of: yachts }) : query);
  return rows[0] ?? null;
}

export async function setImages(db: Executor, yachtId: number, images: readonly string[]): Promise<void> {
  await db
    .update(yachts)
    .set({ images: [...images] })
    .where(eq(yachts.id, yachtId));
}

export async function altTexts(db: Executor, yachtId: number): Promise<Map<string, AltTexts>> {
  const rows = await db
    .select({ key: yachtPhotoAlts.imageKey, alt: yachtPhotoAlts.alt })
    .from(yachtPhotoAlts)
    .where(eq(yachtPhotoAlts.yachtId, yachtId));
  return new Map(rows.map((r) => [r.key, r.alt]));
}

/** Replaces a photo's alt texts; none left removes its row. */
export async function setAltTexts(db: Executor, yachtId: number, key: string, alt: AltTexts): Promise<void> {
  if (Object.keys(alt).length === 0) return deleteAltTexts(db, yachtId, [key]);
  await db
    .insert(yachtPhotoAlts)
    .values({ yachtId, imageKey: key, alt })
    .onConflictDoUpdate({ target: [yachtPhotoAlts.yachtId, yachtPhotoAlts.imageKey], set: { alt } });
}

export async function deleteAltTexts(db: Executor, yachtId: number, keys: readonly string[]): Promise<void> {
  await db.delete(yachtPhotoAlts).where(and(eq(yachtPhotoAlts.yachtId, yachtId), inArray(yachtPhotoAlts.imageKey, [...keys])));
}

/** Whether any boat still shows the photo (the demo fleet's drawn pictures are shared by several boats). */
export async function imageInUse(db: Executor, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: yachts.id })
    .from(yachts)
    .where(sql`${key} = any(${yachts.images})`)
    .limit(1);
  return rows.length > 0;
}
