import { useSearchParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { PageLinks } from '../../components/page-links';
import { useLanguage } from '../../components/layout/language-root';
import { AppLink } from '../../components/app-link';
import { BoatImage } from '../../components/boat-image';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { useNewsList } from '../../api/news';
import { NEWS_PER_PAGE, newsPageOf, newsPagePath } from './data';
import stylesUrl from './news.css?url';

// P1 `/latestnews`: the articles newest first, a page at a time, each with its picture, date and summary.
// The page links are plain links (they work without JavaScript and crawlers follow them).
export default function NewsPage({ route }: PageProps) {
  const lang = useLanguage();
  const t = useT('content');
  const tHome = useT('home');
  const [search] = useSearchParams();
  const page = newsPageOf(search);
  const data = useNewsList(lang, page, NEWS_PER_PAGE);
  const articles = data?.data ?? [];
  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro
        route={route}
        canonicalQuery={page > 1 ? `page=${page}` : undefined}
        titleDetail={page > 1 ? tHome('pagination.page', { page: formatNumber(page, lang) }) : undefined}
      />
      {data && articles.length === 0 && <p>{t('news.empty')}</p>}
      <ul className="news-list">
        {articles.map((article, i) => (
          <li key={article.slug} className="news-card" lang={article.translated ? undefined : 'en'}>
            <BoatImage
              urls={article.image}
              alt=""
              width={400}
              height={267}
              sizes="(min-width: 56rem) 22rem, 100vw"
              eager={i < 2}
              className="news-card__image"
            />
            <div className="news-card__body">
              <h2 className="news-card__title">
                <AppLink to={`/${lang}/blog/${article.slug}`}>{article.title}</AppLink>
              </h2>
              <p className="news-card__date">
                <time dateTime={article.published_on}>{formatDate(article.published_on, lang)}</time>
              </p>
              <p>{article.summary}</p>
            </div>
          </li>
        ))}
      </ul>
      {data && <PageLinks current={page} last={data.last_page} hrefOf={(p) => newsPagePath(p, lang)} />}
    </>
  );
}
