import type { FaqCategory } from '../../api/faq';

// S5: the FAQ as schema.org FAQPage: every question of every tab, so search engines see them all
// whichever tab the URL opens.
export function faqJsonLd(groups: readonly FaqCategory[]): string {
  const json = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.answer } })),
    ),
  };
  // `<` escaped: no text can close the script element.
  return JSON.stringify(json).replace(/</g, '\\u003c');
}
