import { useAppState } from '../../app-state-context';
import { useT } from '../../i18n/use-t';

// Issue 28: the legal notice's particulars of the company that runs the site, as configured
// (SITE_OPERATOR_* in server/config.ts), in a definition list a screen reader reads as label and value.
export function Imprint() {
  const t = useT('legal');
  const operator = useAppState().config.siteOperator;
  const rows: [string, string | undefined][] = [
    ['name', operator.name],
    ['address', operator.address],
    ['registration', operator.registration],
    ['vat', operator.vat],
    ['representative', operator.representative],
    ['phone', operator.phone],
  ];
  return (
    <dl className="legal__imprint" data-testid="imprint">
      {rows.map(
        ([key, value]) =>
          value && (
            <div key={key}>
              <dt>{t(`imprint.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ),
      )}
      <div>
        <dt>{t('imprint.email')}</dt>
        <dd>
          <a href={`mailto:${operator.email}`}>{operator.email}</a>
        </dd>
      </div>
    </dl>
  );
}
