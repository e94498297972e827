import { asc } from 'drizzle-orm';
import type { FaqResponse } from '../../src/contract/content-api';
import type { LanguageCode } from '../../src/contract/languages';
import type { Database } from '../db/client';
import { faqEntries } from '../db/schema';
import { commonLanguages, hasText, textIn, textLanguages } from './localized';

// FAQ entries grouped by category: entries by position, categories in the order of their first entry.
export async function listFaq(db: Database, locale: LanguageCode): Promise<FaqResponse> {
  const rows = await db
    .select({
      id: faqEntries.id,
      category: faqEntries.category,
      question: textIn(faqEntries.question, locale),
      answer: textIn(faqEntries.answer, locale),
      translated: hasText(faqEntries.question, locale),
      questionLanguages: textLanguages(faqEntries.question),
      answerLanguages: textLanguages(faqEntries.answer),
    })
    .from(faqEntries)
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  const groups = new Map<string, FaqResponse['data'][number]['entries']>();
  for (const { category, questionLanguages: _q, answerLanguages: _a, ...entry } of rows) {
    const entries = groups.get(category);
    if (entries) entries.push(entry);
    else groups.set(category, [entry]);
  }
  return {
    data: [...groups].map(([category, entries]) => ({ category, entries })),
    languages: commonLanguages(rows.flatMap((r) => [r.questionLanguages, r.answerLanguages])),
  };
}
