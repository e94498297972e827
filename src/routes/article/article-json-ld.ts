import type { NewsArticle } from '../../contract/content-api';

// S3/P1: schema.org Article for an article page: headline, dates, picture, language and who publishes it.
export function articleJsonLd(article: NewsArticle, url: string, siteUrl: string, languageTag: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.published_on,
    image: [`${siteUrl}${article.image['800']}`, `${siteUrl}${article.image.original}`],
    inLanguage: article.translated ? languageTag : 'en-US',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: 'Bluewater', url: siteUrl },
    publisher: { '@type': 'Organization', name: 'Bluewater', url: siteUrl },
    about: article.destinations.map((d) => ({ '@type': 'Place', name: d.name })),
  };
}
