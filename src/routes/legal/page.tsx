import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useT } from '../../i18n/use-t';
import { LEGAL_UPDATED, RETENTION } from './retention';
import { StorageTable } from './storage-table';
import { Imprint } from './imprint';
// A stylesheet React puts in the server-rendered head (a page chunk's own CSS would arrive only with its
// JavaScript, after the first paint).
import stylesUrl from './legal.css?url';

/** A section of legal.json: a heading and its blocks, a string being a paragraph and a list of strings a bulleted list. */
interface Section {
  heading: string;
  body: (string | string[])[];
}

// The table of contents shows on pages with more sections than fit on a phone's first screen or two.
const TOC_FROM = 5;

// P1: about, terms, cookies and privacy, and the legal notice (issue 28). Each is a list of headed sections in the `legal` namespace; a
// section's key is its anchor, the same in every language, so a link to /de/terms#cancellation works.
export default function LegalPage({ route }: PageProps) {
  const t = useT('legal');
  const sections = Object.entries(t(`${route.id}.sections`, { returnObjects: true, ...RETENTION }) as Record<string, Section>);
  const toc = sections.length >= TOC_FROM;
  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route}>
        <p className="legal__updated">{t('updated', { date: LEGAL_UPDATED })}</p>
      </PageIntro>
      <div className={toc ? 'legal legal--toc' : 'legal'}>
        {toc && (
          <nav className="legal__toc" aria-labelledby="legal-toc">
            <h2 id="legal-toc">{t('contents')}</h2>
            <ol>
              {sections.map(([id, section]) => (
                <li key={id}>
                  <a href={`#${id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="legal__text">
          {sections.map(([id, section]) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`}>
              <h2 id={`${id}-heading`}>{section.heading}</h2>
              {section.body.map((block, i) =>
                typeof block === 'string' ? (
                  <p key={i}>{block}</p>
                ) : (
                  <ul key={i}>
                    {block.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
              {route.id === 'cookies' && id === 'list' && <StorageTable />}
              {route.id === 'legalNotice' && id === 'operator' && <Imprint />}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
