import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useT } from '../../i18n/use-t';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { useCompanyDetails } from '../../api/operator-company';
import { DetailsForm } from './details-form';
import { LogoSection } from './logo-section';
import { CalendarSection } from './calendar-section';

// Issues 27 and 28: /{lang}/operator/company, what every booking names the company by and where visitors pay
// it (owners edit, managers read), its logo, and the calendar feed the office subscribes to. Agents have
// no business here: the frame's navigation does not offer it to them.
export default function OperatorCompanyPage({ route }: PageProps) {
  return (
    <>
      <PageIntro route={route} />
      <ConsoleFrame>
        {({ token, me }) =>
          me.operator.role === 'agent' ? <OfficeOnly /> : <CompanyPage token={token} owner={me.operator.role === 'owner'} />
        }
      </ConsoleFrame>
    </>
  );
}

function OfficeOnly() {
  return <p role="alert">{useT('operator-company')('details.readOnly')}</p>;
}

function CompanyPage({ token, owner }: { token: string; owner: boolean }) {
  const t = useT('operator');
  const details = useCompanyDetails(token);
  if (!details.data) return details.error ? <p role="alert">{t('unavailable')}</p> : <p role="status">{t('loading')}</p>;
  return (
    <div className="operator-grid">
      <DetailsForm
        token={token}
        owner={owner}
        details={details.data}
        onSaved={(saved) => void details.mutate(saved, { revalidate: false })}
      />
      <div className="operator-column">
        <LogoSection
          token={token}
          owner={owner}
          details={details.data}
          onSaved={(saved) => void details.mutate(saved, { revalidate: false })}
        />
        <CalendarSection token={token} owner={owner} />
      </div>
    </div>
  );
}
