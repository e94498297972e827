import type { PageProps } from '../../page-modules';
import { PageIntro } from '../../components/page-intro';

export default function OfferExpiredPage({ route }: PageProps) {
  return <PageIntro route={route} />;
}
