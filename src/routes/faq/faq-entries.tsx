import { FallbackNote, fallbackLang } from '../../components/fallback-note';
import type { FaqEntry } from '../../api/faq';
import { useT } from '../../i18n/use-t';

// One tab's questions and answers. The page renders its open panel with it, and the server renders the
// others with it as HTML fragments (GET /{lang}/faq/panel/{category}), so both are the same markup.
export function FaqEntries({ entries }: { entries: readonly FaqEntry[] }) {
  const t = useT('faq');
  if (entries.length === 0) return <p>{t('empty')}</p>;
  return (
    <>
      {entries.map((entry) => (
        <section key={entry.id} className="faq-entry">
          <h2 className="faq-entry__question" lang={fallbackLang(entry.translated)}>
            {entry.question}
          </h2>
          <p className="faq-entry__answer" lang={fallbackLang(entry.translated)}>
            {entry.answer}
          </p>
          <FallbackNote translated={entry.translated} />
        </section>
      ))}
    </>
  );
}
