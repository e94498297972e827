import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';

// The information pages (FAQ, crew, about, contact, terms, cookies, privacy, join us).
export default function InfoPage({ route }: PageProps) {
  return <PageIntro route={route} />;
}
