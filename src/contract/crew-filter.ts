import type { CrewMember } from './content-api';

// The crew list's filter (P1 `/crew?role=&language=&base=`): a plain GET form, so the same query works
// with and without JavaScript. Unknown values are ignored rather than refused: a stale link still
// shows crew.
export interface CrewFilter {
  role: CrewMember['role'] | null;
  language: string | null;
  base: string | null;
}

const ROLES: readonly CrewMember['role'][] = ['skipper', 'chef', 'cook', 'hostess'];

export function crewFilterOf(search: URLSearchParams): CrewFilter {
  const role = search.get('role');
  const language = search.get('language') ?? '';
  const base = search.get('base') ?? '';
  return {
    role: ROLES.find((r) => r === role) ?? null,
    language: /^[a-z]{2}$/.test(language) ? language : null,
    base: /^[a-z0-9-]{1,80}$/.test(base) ? base : null,
  };
}

export function filterCrew(crew: readonly CrewMember[], filter: CrewFilter): CrewMember[] {
  return crew.filter(
    (m) =>
      (!filter.role || m.role === filter.role) &&
      (!filter.language || m.languages.includes(filter.language)) &&
      (!filter.base || m.base?.slug === filter.base),
  );
}

/** The choices the form offers: the roles, languages and bases of the crew there is, in a stable order. */
export function crewChoices(crew: readonly CrewMember[]) {
  const bases = new Map<string, string>();
  for (const m of crew) if (m.base) bases.set(m.base.slug, `${m.base.name}, ${m.base.city}`);
  return {
    roles: ROLES.filter((r) => crew.some((m) => m.role === r)),
    languages: [...new Set(crew.flatMap((m) => m.languages))].sort(),
    bases: [...bases].sort((a, b) => a[1].localeCompare(b[1])).map(([slug, label]) => ({ slug, label })),
  };
}
