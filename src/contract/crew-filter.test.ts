import { describe, expect, it } from 'vitest';
import type { CrewMember } from './content-api';
import { crewChoices, crewFilterOf, filterCrew } from './crew-filter';

const member = (slug: string, role: CrewMember['role'], languages: string[], base: string | null): CrewMember => ({
  slug,
  name: slug,
  role,
  languages,
  years_experience: 5,
  bio: '',
  translated: true,
  photo: { '400': '', '800': '', original: '' },
  price_per_day: 100,
  base: base ? { slug: base, name: base, city: 'Town' } : null,
  licences: [],
});

const crew = [
  member('a', 'skipper', ['hr', 'en'], 'split'),
  member('b', 'chef', ['el', 'en'], 'lefkas'),
  member('c', 'hostess', ['hr', 'de'], 'split'),
];

describe('crew filter (P1 /crew)', () => {
  it('P1 reads role, language and base from the query and ignores what cannot be one', () => {
    expect(crewFilterOf(new URLSearchParams('role=chef&language=el&base=lefkas'))).toEqual({
      role: 'chef',
      language: 'el',
      base: 'lefkas',
    });
    expect(crewFilterOf(new URLSearchParams('role=captain&language=english&base=<x>'))).toEqual({ role: null, language: null, base: null });
  });

  it('P1 every filter given narrows the list; none keeps everyone', () => {
    expect(filterCrew(crew, { role: null, language: null, base: null })).toHaveLength(3);
    expect(filterCrew(crew, { role: null, language: 'hr', base: null }).map((m) => m.slug)).toEqual(['a', 'c']);
    expect(filterCrew(crew, { role: 'hostess', language: 'hr', base: 'split' }).map((m) => m.slug)).toEqual(['c']);
    expect(filterCrew(crew, { role: 'skipper', language: 'el', base: null })).toEqual([]);
  });

  it('P1 the form offers only the roles, languages and bases the crew has', () => {
    const choices = crewChoices(crew);
    expect(choices.roles).toEqual(['skipper', 'chef', 'hostess']);
    expect(choices.languages).toEqual(['de', 'el', 'en', 'hr']);
    expect(choices.bases.map((b) => b.slug)).toEqual(['lefkas', 'split']);
  });
});
