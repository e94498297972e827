import { useLocation, useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { languageOf } from '../../contract/languages';
import { slugOf } from '../../contract/slug';
import { PageHead } from '../../components/head/page-head';
import { useLanguage } from '../../components/layout/language-root';
import { NotFoundPage } from '../../components/not-found-page';
import { AppLink } from '../../components/app-link';
import { BoatImage } from '../../components/boat-image';
import { FallbackNote } from '../../components/fallback-note';
import { JsonLdScript } from '../../components/json-ld-script';
import { useAppState } from '../../app-state-context';
import { useT } from '../../i18n/use-t';
import { formatDate } from '../../lib/format-date';
import { useNewsArticle } from '../../api/news-article';
import { articleJsonLd } from './article-json-ld';
import stylesUrl from './article.css?url';

// P1 `/blog/{slug}`: one article — headline, date, picture, body (paragraphs split on blank lines), the
// sailing areas it is about with links to their boats and countries, and Article JSON-LD. Unknown or
// unpublished slugs are the server's 404 (R8).
export default function ArticlePage(_props: PageProps) {
  const lang = useLanguage();
  const t = useT('content');
  const { pathname } = useLocation();
  const { siteUrl } = useAppState().config;
  const slug = slugOf(useParams().newstemplate);
  const { article: data, error } = useNewsArticle(slug, lang);
  if (!slug || error) return <NotFoundPage />;
  if (!data) return null;
  const article = data.data;
  const paragraphs = article.body.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageHead title={article.title} description={article.summary} image={`${siteUrl}${article.image['800']}`} />
      <JsonLdScript value={articleJsonLd(article, `${siteUrl}${pathname}`, siteUrl, languageOf(lang).tag)} />
      <article className="article" lang={article.translated ? undefined : 'en'}>
        <header className="page-intro">
          <p className="article__kicker">
            <AppLink to={`/${lang}/latestnews`}>{t('article.allNews')}</AppLink>
          </p>
          <h1>{article.title}</h1>
          <p className="article__date">
            <time dateTime={article.published_on}>{formatDate(article.published_on, lang)}</time>
          </p>
          <FallbackNote translated={article.translated} />
        </header>
        <BoatImage
          urls={article.image}
          alt={t('article.imageAlt', { title: article.title })}
          width={800}
          height={533}
          sizes="(min-width: 52rem) 48rem, 100vw"
          eager
          className="article__image"
        />
        <p className="article__summary">{article.summary}</p>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </article>
      {article.destinations.length > 0 && (
        <section className="article__related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('article.relatedHeading')}</h2>
          <ul>
            {article.destinations.map((d) => (
              <li key={d.slug}>
                <AppLink to={`/${lang}/search?destinations=${d.slug}`}>{t('article.boatsIn', { area: d.name })}</AppLink> ·{' '}
                <AppLink to={`/${lang}/discover/${d.country.slug}`}>{d.country.name}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
