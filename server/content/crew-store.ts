import { asc, eq } from 'drizzle-orm';
import type { CrewMember } from '../../src/contract/content-api';
import type { LanguageCode } from '../../src/contract/languages';
import type { Database } from '../db/client';
import { bases, crewMembers } from '../db/schema';
import { imageUrls } from '../media/image-urls';
import { hasText, textIn, textLanguages, writtenIn } from './localized';
import { licencesOf } from './crew-licences';
import { CITY_NAMES, dataTextIn } from '../catalog/data-texts';

// Crew members (§7 /crew/{locale}): skippers, hostesses, cooks and chefs one can add to a charter.

function crewQuery(db: Database, locale: LanguageCode) {
  return db
    .select({
      slug: crewMembers.slug,
      name: crewMembers.name,
      role: crewMembers.role,
      languages: crewMembers.languages,
      yearsExperience: crewMembers.yearsExperience,
      bio: textIn(crewMembers.bio, locale),
      translated: hasText(crewMembers.bio, locale),
      // P2: the member's page exists in the languages the bio is written in.
      textLanguages: textLanguages(crewMembers.bio),
      photo: crewMembers.photo,
      pricePerDay: crewMembers.pricePerDay,
      baseSlug: bases.slug,
      baseName: bases.name,
      baseCity: bases.city,
    })
    .from(crewMembers)
    .leftJoin(bases, eq(bases.id, crewMembers.baseId))
    .$dynamic();
}

type CrewRow = Awaited<ReturnType<typeof crewQuery>>[number];

function toCrewMember(row: CrewRow, locale: LanguageCode): CrewMember {
  return {
    slug: row.slug,
    name: row.name,
    role: row.role,
    languages: row.languages,
    years_experience: row.yearsExperience,
    bio: row.bio,
    translated: row.translated,
    photo: imageUrls('crew', row.photo),
    price_per_day: row.pricePerDay,
    base:
      row.baseSlug === null || row.baseName === null || row.baseCity === null
        ? null
        : { slug: row.baseSlug, name: row.baseName, city: dataTextIn(CITY_NAMES, row.baseCity, locale) },
    licences: licencesOf(row.role, locale),
  };
}

export async function listCrew(db: Database, locale: LanguageCode): Promise<CrewMember[]> {
  const rows = await crewQuery(db, locale).orderBy(asc(crewMembers.role), asc(crewMembers.name), asc(crewMembers.id));
  return rows.map((row) => toCrewMember(row, locale));
}

export async function findCrewMember(
  db: Database,
  locale: LanguageCode,
  slug: string,
): Promise<{ member: CrewMember; textLanguages: LanguageCode[] } | null> {
  const rows = await crewQuery(db, locale).where(eq(crewMembers.slug, slug)).limit(1);
  return rows[0] ? { member: toCrewMember(rows[0], locale), textLanguages: writtenIn(rows[0].textLanguages) } : null;
}
