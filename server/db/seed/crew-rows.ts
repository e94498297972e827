import type { crewMembers } from '../schema';
import { BASES } from './facts/bases';
import { CREW, CREW_INTRO, CREW_SPECIALTIES } from './facts/crew';
import { DESTINATIONS } from './facts/destinations';
import { fillAll, joinAll, slugify } from './translated';

export type CrewRow = typeof crewMembers.$inferInsert & { slug: string; photo: string };

/** The crew of the facts, with bios in every language; the photo key is the slug (media/crew/{slug}-…). */
export function crewRows(today: string): CrewRow[] {
  return CREW.map((member) => {
    const baseIndex = BASES.findIndex((b) => b.name === member.base);
    const base = BASES[baseIndex];
    const region = DESTINATIONS.find((d) => d.slug === base?.destination);
    if (!base || !region) throw new Error(`seed facts: crew ${member.name} works at unknown base ${member.base}`);
    const intro = fillAll(CREW_INTRO[member.role], (language) => ({ name: member.name, since: member.since, area: region.name[language] }));
    const specialties = member.specialties.map((i) => {
      const text = CREW_SPECIALTIES[member.role][i];
      if (!text) throw new Error(`seed facts: crew ${member.name} has unknown specialty ${i}`);
      return text;
    });
    const slug = slugify(member.name);
    return {
      slug,
      name: member.name,
      role: member.role,
      baseId: baseIndex + 1,
      languages: [...member.languages],
      yearsExperience: Number(today.slice(0, 4)) - member.since,
      bio: joinAll([intro, ...specialties]),
      photo: slug,
      pricePerDay: member.pricePerDay,
    };
  });
}
