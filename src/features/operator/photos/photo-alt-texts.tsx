import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { FormField } from '../../../components/form/form-field';
import { ErrorSummary } from '../../../components/form/error-summary';
import { SubmitButton } from '../../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../../components/form/server-errors';
import { setBoatPhotoAlt } from '../../../api/operator-photos';
import { LANGUAGES, type LanguageCode } from '../../../contract/languages';
import { ALT_MAX_LENGTH } from '../../../contract/operator-photos-limits';
import type { BoatPhoto, BoatPhotos } from '../../../contract/operator-photos-api';
import { notify } from '../../toast/toast-store';

interface Props {
  token: string;
  boatId: number;
  photo: BoatPhoto;
  position: number;
  canWrite: boolean;
  onSaved(answer: BoatPhotos): void;
}

// A photo's alt text in each of the site's 12 languages, folded away until opened; the summary says how many
// languages have one, so a missing one shows without opening it.
export function PhotoAltTexts({ token, boatId, photo, position, canWrite, onSaved }: Props) {
  const t = useT('operator-photos');
  const [texts, setTexts] = useState<Partial<Record<LanguageCode, string>>>(photo.alt);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const filled = LANGUAGES.filter((l) => photo.alt[l.code]).length;
  const fieldId = (code: string) => `photo-${photo.key}-alt-${code}`;
  const labels = Object.fromEntries(LANGUAGES.map((l) => [`alt.${l.code}`, l.name]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      const alt = Object.fromEntries(Object.entries(texts).map(([code, text]) => [code, text?.trim() ?? '']));
      onSaved(await setBoatPhotoAlt(token, boatId, photo.key, { alt }));
      setErrors({});
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setAttempt((n) => n + 1);
      if (Object.keys(fields).length === 0) notify('error', t('failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <details className="boat-photo__alt">
      <summary>
        {t('altTexts', { position })} ({t('altFilled', { filled, total: LANGUAGES.length })})
      </summary>
      {canWrite ? (
        <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
          <p>{t('altHint')}</p>
          <ErrorSummary errors={errors} labels={labels} idOf={(name) => fieldId(name.replace(/^alt\./, ''))} attempt={attempt} />
          {LANGUAGES.map((l) => (
            <FormField key={l.code} id={fieldId(l.code)} label={l.name} error={errors[`alt.${l.code}`]}>
              {(control) => (
                <input
                  {...control}
                  lang={l.tag}
                  maxLength={ALT_MAX_LENGTH}
                  value={texts[l.code] ?? ''}
                  onChange={(e) => setTexts({ ...texts, [l.code]: e.target.value })}
                />
              )}
            </FormField>
          ))}
          <SubmitButton pending={sending} aria-label={t('saveFor', { position })}>
            {t('save')}
          </SubmitButton>
        </form>
      ) : (
        <dl>
          {LANGUAGES.filter((l) => photo.alt[l.code]).map((l) => (
            <div key={l.code}>
              <dt>{l.name}</dt>
              <dd lang={l.tag}>{photo.alt[l.code]}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}
