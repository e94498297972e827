import { useLocation } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { useFaq } from '../../api/faq';
import { FaqTabs } from './faq-tabs';
import { faqJsonLd } from './faq-json-ld';
import { openTab } from './data';
import stylesUrl from './faq.css?url';

// The FAQ (I1, P1, P2, S5): questions in category tabs, with FAQPage JSON-LD.
export default function FaqPage({ route }: PageProps) {
  const lang = useLanguage();
  const { search } = useLocation();
  const groups = useFaq(lang)?.data ?? [];
  const initial = openTab(
    groups.map((g) => g.category),
    new URLSearchParams(search),
  );
  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      {groups.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(groups) }} />}
      {initial !== undefined && <FaqTabs key={initial} lang={lang} groups={groups} initial={initial} />}
    </>
  );
}
