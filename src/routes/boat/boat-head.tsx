import { useLocation } from 'react-router';
import { PageHead } from '../../components/head/page-head';
import { useAppState } from '../../app-state-context';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import type { YachtDetail } from '../../api/yacht';
import type { PeriodPrice } from '../../api/yacht-period-prices';
import type { Quote } from '../../api/yacht-quote';
import { boatJsonLd, scriptJson } from './boat-json-ld';

// S3 and S5: the boat's own title, description and picture for the head, and its JSON-LD.
export function BoatHead({
  boat,
  periods,
  quote,
  noindex,
}: {
  boat: YachtDetail;
  periods: readonly PeriodPrice[];
  quote: Quote | undefined;
  noindex: boolean;
}) {
  const t = useT('boat');
  const lang = useLanguage();
  const { pathname } = useLocation();
  const { siteUrl } = useAppState().config;
  const values = {
    name: boat.name,
    model: boat.model.name,
    base: boat.base.name,
    year: boat.year,
    cabins: boat.cabins,
    people: boat.max_people,
    country: boat.country.name,
  };
  const image = boat.images[0] ?? boat.mainImageUrls;
  const json = boatJsonLd({
    boat,
    periods,
    quote,
    url: `${siteUrl}${pathname}`,
    siteUrl,
    lang,
    crumbs: { home: t('breadcrumb.home'), search: t('breadcrumb.search') },
  });
  return (
    <>
      <PageHead
        title={t('title', values)}
        description={t('metaDescription', values)}
        noindex={noindex}
        image={`${siteUrl}${image['800']}`}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(json) }} />
    </>
  );
}
