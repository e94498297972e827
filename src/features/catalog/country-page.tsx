import { useParams } from 'react-router';
import type { PageProps } from '../../page-modules';
import { PageIntro } from '../../components/page-intro';
import { titleFromSlug } from '../../lib/slug';

export default function CountryPage({ route }: PageProps) {
  const { country = '' } = useParams();
  return <PageIntro route={route} values={{ country: titleFromSlug(country) }} />;
}
