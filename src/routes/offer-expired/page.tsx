import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';

export default function OfferExpiredPage({ route }: PageProps) {
  return <PageIntro route={route} />;
}
