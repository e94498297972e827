// NauSYS's date and money formats as its v6 documentation writes them: dates dd.MM.yyyy, date-times
// dd.MM.yyyy HH:mm, amounts as strings with two decimals. The simulator keeps ISO days inside.

export function nsDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** An ISO day from dd.MM.yyyy, or null when the text is not one. */
export function isoFromNs(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** dd.MM.yyyy HH:mm of an instant, in UTC (SOURCES.md: the real system's zone is a guess). */
export function nsDateTime(instant: Date): string {
  const iso = instant.toISOString();
  return `${nsDate(iso.slice(0, 10))} ${iso.slice(11, 16)}`;
}

export function nsAmount(value: number): string {
  return value.toFixed(2);
}

export function intl(en: string): Record<string, string> {
  return { textEN: en, textDE: en, textHR: en, textIT: en, textSI: en };
}

export function addIsoDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
