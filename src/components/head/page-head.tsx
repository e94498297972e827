import { useLocation } from 'react-router';
import { LANGUAGES, languageOf } from '../../contract/languages';
import { pathWithoutLanguage } from '../../route-table';
import { useAppState } from '../../app-state-context';
import { useLanguage } from '../layout/language-root';
import { hreflangOf } from './hreflang';

interface Props {
  title: string;
  description: string;
  /** S3: false on country pages. */
  canonical?: boolean;
  noindex?: boolean;
  /** Absolute URL of the page's picture (og:image), e.g. a boat's main image. */
  image?: string;
}

// S3: title, description, canonical, hreflang for the 12 languages plus x-default, Open Graph. React 19
// hoists these elements into <head> wherever they are rendered (docs/decisions/003-native-head-tags.md).
export function PageHead({ title, description, canonical = true, noindex = false, image }: Props) {
  const { pathname } = useLocation();
  const lang = useLanguage();
  const { siteUrl } = useAppState().config;
  const rest = pathWithoutLanguage(pathname);
  const url = `${siteUrl}/${lang}${rest}`;
  const ogLocale = languageOf(lang).tag.replace('-', '_');
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={url} />}
      {LANGUAGES.map((l) => (
        <link key={l.code} rel="alternate" hrefLang={hreflangOf(l.tag)} href={`${siteUrl}/${l.code}${rest}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${rest || '/'}`} />
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
