import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import type { RouteDef } from '../route-def';
import { PageHead } from './head/page-head';

interface Props {
  route: RouteDef;
  values?: Record<string, string>;
  /** A query that belongs to the page's canonical URL (see PageHead). */
  canonicalQuery?: string;
  /** What sets this URL apart from the route's other indexable URLs (a destination, a page number), added
   * to the title: two pages a search engine indexes must not share one (npm run check:site fails). */
  titleDetail?: string;
  children?: ReactNode;
}

// A page's head (S3) and its translated heading and lead paragraph.
export function PageIntro({ route, values, canonicalQuery, titleDetail, children }: Props) {
  const t = useT('pages');
  const content = route.texts;
  const title = t(`${content}.title`, values);
  return (
    <>
      <PageHead
        title={titleDetail ? `${title} – ${titleDetail}` : title}
        description={t(`${content}.description`, values)}
        canonical={route.canonical !== false}
        noindex={route.noindex === true}
        canonicalQuery={canonicalQuery}
      />
      <header className="page-intro">
        <h1>{t(`${content}.heading`, values)}</h1>
        <p className="page-intro__lead">{t(`${content}.lead`, values)}</p>
        {children}
      </header>
    </>
  );
}
