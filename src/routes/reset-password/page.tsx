import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';

export default function ResetPasswordPage({ route }: PageProps) {
  return <PageIntro route={route} />;
}
