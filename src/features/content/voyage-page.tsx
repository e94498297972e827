import type { PageProps } from '../../page-modules';
import { PageIntro } from '../../components/page-intro';

export default function VoyagePage({ route }: PageProps) {
  return <PageIntro route={route} />;
}
