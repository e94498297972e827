import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useT } from '../../i18n/use-t';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { formatIban } from '../../contract/iban';
import type { OperatorMe } from '../../contract/operator-api';
import { PeopleSection } from './people-section';

// Issue 27: /{lang}/operator, the console's overview: the company as visitors' bookings will name it (its
// bank details are where they pay), the signed-in person, and for owners the company's people.
export default function OperatorHomePage({ route }: PageProps) {
  return (
    <>
      <PageIntro route={route} />
      <ConsoleFrame>
        {({ token, me }) => (
          <div className="operator-grid">
            <CompanyCard me={me} />
            {me.operator.role === 'owner' && <PeopleSection token={token} />}
          </div>
        )}
      </ConsoleFrame>
    </>
  );
}

function CompanyCard({ me }: { me: OperatorMe }) {
  const t = useT('operator');
  const { company } = me;
  const address = [company.street, [company.postcode, company.city].filter(Boolean).join(' '), company.country_code]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string][] = [
    [t('company.legalName'), company.legal_name],
    [t('company.address'), address],
    [t('company.registration'), company.registration_number],
    [t('company.vat'), company.vat_number ?? ''],
    [t('company.phone'), company.phone],
    [t('company.email'), company.email],
    [t('company.accountHolder'), company.account_holder],
    [t('company.iban'), company.iban && formatIban(company.iban)],
    [t('company.bic'), company.bic],
    [t('company.bank'), company.bank_name],
    [t('company.languages'), company.staff_languages.join(', ')],
    [t('company.freeCancellation'), t('company.hours', { count: company.free_cancellation_hours })],
  ];
  return (
    <section className="operator-card" aria-labelledby="company-heading">
      <h2 id="company-heading">{company.trading_name}</h2>
      <dl className="operator-facts">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || t('company.missing')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
