import type { PageProps } from '../../page-modules';
import { PageIntro } from '../../components/page-intro';

export default function DetailsPage({ route }: PageProps) {
  return <PageIntro route={route} />;
}
