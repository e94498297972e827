import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { LANGUAGES, type LanguageCode } from '../../contract/languages';
import { MAX_DESCRIPTION_LENGTH, PUBLISH_LANGUAGE } from '../../contract/operator-fleet-constants';

interface Props {
  texts: Partial<Record<LanguageCode, string>>;
  language: LanguageCode;
  onLanguage(code: LanguageCode): void;
  onText(code: LanguageCode, text: string): void;
  error: string | undefined;
}

// Issue 27, the fleet: the boat's description, one language at a time: a select of the 12 languages, each
// marked while its text is missing, the list of those still missing, and the chosen language's text.
export function DescriptionTexts({ texts, language, onLanguage, onText, error }: Props) {
  const t = useT('operator-fleet');
  const written = (code: LanguageCode) => Boolean(texts[code]?.trim());
  const missing = LANGUAGES.filter((l) => !written(l.code));
  const name = LANGUAGES.find((l) => l.code === language)!.name;
  return (
    <div className="operator-texts">
      <FormField id="boat-text-language" label={t('form.language')} hint={t('form.languageHint')}>
        {(control) => (
          <select {...control} name="text_language" value={language} onChange={(e) => onLanguage(e.target.value as LanguageCode)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {written(l.code) ? l.name : `${l.name} (${t('languages.missingMark')})`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p className="operator-texts__missing" data-testid="missing-languages" aria-live="polite">
        {missing.length === 0 ? t('languages.all') : t('languages.missing', { languages: missing.map((l) => l.name).join(', ') })}
      </p>
      <FormField id="boat-description" label={t('form.description', { language: name })} error={error}>
        {(control) => (
          <textarea
            {...control}
            name={`description.${language}`}
            lang={LANGUAGES.find((l) => l.code === language)!.tag}
            rows={10}
            maxLength={MAX_DESCRIPTION_LENGTH}
            required={language === PUBLISH_LANGUAGE}
            value={texts[language] ?? ''}
            onChange={(e) => onText(language, e.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
