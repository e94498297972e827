import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { fieldErrorsOf } from '../../components/form/server-errors';
import { notify } from '../../features/toast/toast-store';
import { publishFleetBoat } from '../../api/operator-boat';
import type { FleetBoat } from '../../contract/operator-fleet-api';
import { PUBLISH_LANGUAGE } from '../../contract/operator-fleet-constants';

interface Props {
  token: string;
  boat: FleetBoat;
  canWrite: boolean;
  onChanged(boat: FleetBoat): void;
}

// Issue 27, the fleet: whether the boat is on the public site, and the button that changes it. Publishing
// needs the English description; the public search shows the change within a second.
export function PublishBox({ token, boat, canWrite, onChanged }: Props) {
  const t = useT('operator-fleet');
  const lang = useLanguage();
  const [sending, setSending] = useState(false);
  const needsEnglish = boat.missing_languages.includes(PUBLISH_LANGUAGE);

  const change = async (published: boolean) => {
    setSending(true);
    try {
      onChanged(await publishFleetBoat(token, boat.id, published));
      notify('success', t(published ? 'publish.published' : 'publish.unpublished'));
    } catch (err) {
      notify('error', Object.keys(fieldErrorsOf(err)).length ? t('publish.needsEnglish') : t('publish.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="operator-card" aria-labelledby="publish-heading" data-testid="publish">
      <h2 id="publish-heading">{t('publish.heading')}</h2>
      <p>
        <span className={boat.published ? 'operator-badge operator-badge--on' : 'operator-badge'}>
          {boat.published ? t('status.published') : t('status.draft')}
        </span>{' '}
        {boat.published ? t('publish.isPublished') : t('publish.isDraft')}
      </p>
      {!boat.published && needsEnglish && <p>{t('publish.needsEnglish')}</p>}
      <p className="operator-texts__missing">{t('publish.noPrices')}</p>
      <div className="operator-actions">
        {canWrite && (
          <button
            type="button"
            className={boat.published ? 'button button--secondary' : 'button'}
            disabled={sending || (!boat.published && needsEnglish)}
            aria-busy={sending || undefined}
            onClick={() => void change(!boat.published)}
          >
            {boat.published ? t('publish.unpublish') : t('publish.publish')}
          </button>
        )}
        {boat.published && (
          <a href={`/${lang}${boat.public_path}`} target="_blank" rel="noopener">
            {t('publish.view')}
          </a>
        )}
      </div>
    </section>
  );
}
