import type { PageProps } from '../../page-modules';
import { PageIntro } from '../../components/page-intro';

export default function DashboardPage({ route }: PageProps) {
  return <PageIntro route={route} />;
}
