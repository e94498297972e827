/** hreflang names the language only (`uk`, not our `ua` prefix): the site serves every region. */
export function hreflangOf(tag: string): string {
  return tag.split('-')[0] as string;
}
