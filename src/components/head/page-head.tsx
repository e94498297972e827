import { useLocation } from 'react-router';
import { hreflangOf, LANGUAGES, languageOf, type Language } from '../../contract/languages';
import { matchAppRoute, pathWithoutLanguage } from '../../route-table';
import { useAppState } from '../../app-state-context';
import { usePageData } from '../../api/page-data';
import { useLanguage } from '../layout/language-root';

interface Props {
  title: string;
  description: string;
  /** S3: false on country pages. */
  canonical?: boolean;
  /** Pages search engines should not index carry no canonical and no hreflang either. */
  noindex?: boolean;
  /** A query that is part of the page's one URL (a landing search), kept in canonical and hreflang. */
  canonicalQuery?: string;
  /** Absolute URL of the page's picture (og:image), e.g. a boat's main image. */
  image?: string;
}

// S3: title, description, canonical, hreflang for the 12 languages plus x-default, Open Graph. React 19
// hoists these elements into <head> wherever they are rendered (docs/decisions/003-native-head-tags-instead-of-react-helmet-async.md).
export function PageHead({ title, description, canonical = true, noindex = false, canonicalQuery = '', image }: Props) {
  const { pathname, search } = useLocation();
  const lang = useLanguage();
  const { siteUrl } = useAppState().config;
  const alternates = useAlternates(pathname, search);
  const query = canonicalQuery ? `?${canonicalQuery}` : '';
  const rest = pathWithoutLanguage(pathname);
  const url = `${siteUrl}/${lang}${rest}${query}`;
  const ogLocale = languageOf(lang).tag.replace('-', '_');
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {canonical && !noindex && <link rel="canonical" href={url} />}
      {!noindex &&
        alternates.map((l) => (
          <link key={l.code} rel="alternate" hrefLang={hreflangOf(l.tag)} href={`${siteUrl}/${l.code}${rest}${query}`} />
        ))}
      {!noindex && <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${rest || '/'}${query}`} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Bluewater" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale} />
      {image && <meta property="og:image" content={image} />}
    </>
  );
}

/**
 * P2: the languages to list in hreflang: all twelve, or those the route's `alternates` finds in the page's
 * data (SWR's cache in the browser, the loader's answers as fallback on the server and at hydration).
 */
function useAlternates(pathname: string, search: string): readonly Language[] {
  const data = usePageData();
  const match = matchAppRoute(pathname);
  const narrow = match?.route.alternates;
  if (!match || !narrow) return LANGUAGES;
  const codes = narrow({
    params: match.params,
    lang: match.lang,
    search: new URLSearchParams(search),
    data,
  });
  return codes ? LANGUAGES.filter((l) => codes.includes(l.code)) : LANGUAGES;
}
