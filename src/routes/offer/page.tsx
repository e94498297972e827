import { useParams } from 'react-router';
import useSWR from 'swr';
import type { PageProps } from '../../route-def';
import type { OfferResponse } from '../../contract/content-api';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { slugOf } from '../../contract/slug';
import { offerKey } from './data';

export default function OfferPage({ route }: PageProps) {
  const lang = useLanguage();
  const slug = slugOf(useParams().id);
  // The loader fetched the offer (route.ts): its title tells this offer's page from the others'.
  const { data } = useSWR<OfferResponse>(slug ? offerKey(slug, lang) : null);
  return <PageIntro route={route} titleDetail={data?.data.title} />;
}
