import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';

export default function NewsPage({ route }: PageProps) {
  return <PageIntro route={route} />;
}
