import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { fieldMessageText } from '../../components/form/field-messages';
import { createBaseExtras, deleteExtra, saveExtra } from '../../api/operator-extras';
import { formatPrice } from '../../lib/format';
import { LANGUAGES, type LanguageCode } from '../../contract/languages';
import { EXTRA_UNITS, type ExtraUnit } from '../../contract/price-rules';
import type { SectionProps } from './section-props';
import { useSave } from './use-save';
import { EditorActions, RowActions } from './row-editor';

interface Draft {
  id: number | null;
  name: Partial<Record<LanguageCode, string>>;
  price: string;
  unit: ExtraUnit;
  obligatory: boolean;
  payable_at_base: boolean;
  /** A new extra: for this boat, or for every boat of the company at the chosen bases. */
  scope: 'boat' | 'bases';
  base_ids: number[];
}

const EMPTY: Draft = {
  id: null,
  name: {},
  price: '',
  unit: 'per_booking',
  obligatory: false,
  payable_at_base: true,
  scope: 'boat',
  base_ids: [],
};

// Issue 27, "Extras": name in each of the 12 languages (English required), price and unit, obligatory or
// optional, paid online or at the base. A new extra goes on this boat or on every boat of the company at the
// chosen bases; each boat's extras are then changed or deleted here, one by one.
export function ExtrasSection({ token, yachtId, canWrite, data, reload }: SectionProps) {
  const t = useT('operator-prices');
  const tc = useT('common');
  const lang = useLanguage();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const save = useSave();
  const labels: Record<string, string> = {
    'name.en': t('extras.nameIn', { language: 'English' }),
    price: t('extras.price'),
    unit: t('extras.unit'),
    base_ids: t('extras.bases'),
    ...Object.fromEntries(LANGUAGES.map((l) => [`name.${l.code}`, t('extras.nameIn', { language: l.name })])),
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name: { en: draft.name.en ?? '', ...draft.name },
      price: draft.price.trim() === '' ? Number.NaN : Number(draft.price),
      unit: draft.unit,
      obligatory: draft.obligatory,
      payable_at_base: draft.payable_at_base,
    };
    // Issue 29: an extra for the boats at some bases leaves imported boats out; the toast says how many.
    const saved =
      draft.id === null && draft.scope === 'bases'
        ? await save.run(
            () => createBaseExtras(token, { ...body, base_ids: draft.base_ids }),
            (answer) => (answer.imported_skipped > 0 ? t('imported.skipped', { count: answer.imported_skipped }) : t('saved')),
          )
        : await save.run(() => saveExtra(token, yachtId, draft.id, body), t('saved'));
    if (saved) {
      setDraft(EMPTY);
      reload();
    }
  };
  const remove = async (id: number) => {
    if (await save.run(() => deleteExtra(token, yachtId, id), t('extras.deleted'))) reload();
  };
  const nameOf = (name: Record<string, string>) => name[lang] ?? name.en ?? '';
  const nameField = (code: LanguageCode, label: string) => (
    <FormField key={code} id={`extra-name-${code}`} label={label} error={save.errors[`name.${code}`]}>
      {(control) => (
        <input
          {...control}
          lang={code === 'ua' ? 'uk' : code}
          maxLength={200}
          value={draft.name[code] ?? ''}
          onChange={(e) => setDraft({ ...draft, name: { ...draft.name, [code]: e.target.value } })}
        />
      )}
    </FormField>
  );

  return (
    <section className="operator-card" aria-labelledby="extras-heading">
      <h2 id="extras-heading">{t('extras.heading')}</h2>
      <div className="operator-scroll">
        <table className="operator-table" data-testid="extras">
          <thead>
            <tr>
              <th scope="col">{t('extras.name')}</th>
              <th scope="col">{labels.price}</th>
              <th scope="col">{labels.unit}</th>
              <th scope="col">{t('extras.kind')}</th>
              <th scope="col">{t('extras.paid')}</th>
              {canWrite && <th scope="col">{t('actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {data.extras.length === 0 && (
              <tr>
                <td colSpan={canWrite ? 6 : 5}>{t('extras.empty')}</td>
              </tr>
            )}
            {data.extras.map((extra) => (
              <tr key={extra.id}>
                <td data-label={t('extras.name')}>
                  {nameOf(extra.name)}
                  {extra.imported && <span> ({t('imported.tag')})</span>}
                </td>
                <td data-label={labels.price}>{formatPrice(extra.price, lang)}</td>
                <td data-label={labels.unit}>{t(`extras.units.${extra.unit}`)}</td>
                <td data-label={t('extras.kind')}>{extra.obligatory ? t('extras.obligatory') : t('extras.optional')}</td>
                <td data-label={t('extras.paid')}>{extra.payable_at_base ? t('extras.atBase') : t('extras.online')}</td>
                {canWrite && (
                  <td data-label={t('actions')}>
                    {/* Issue 29: the fleet system's extra is changed there; the company's own ones here. */}
                    {extra.imported ? (
                      '—'
                    ) : (
                      <RowActions
                        name={nameOf(extra.name)}
                        onEdit={() =>
                          setDraft({
                            ...EMPTY,
                            id: extra.id,
                            name: extra.name,
                            price: String(extra.price),
                            unit: extra.unit,
                            obligatory: extra.obligatory,
                            payable_at_base: extra.payable_at_base,
                          })
                        }
                        onDelete={() => void remove(extra.id)}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canWrite && (
        <>
          <h3>{draft.id === null ? t('extras.add') : t('extras.change')}</h3>
          <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
            <ErrorSummary
              errors={save.errors}
              labels={labels}
              idOf={(name) => (name.startsWith('name.') ? `extra-name-${name.slice(5)}` : `extra-${name}`)}
              attempt={save.attempt}
            />
            {nameField('en', labels['name.en']!)}
            <details>
              <summary>{t('extras.otherLanguages')}</summary>
              {LANGUAGES.filter((l) => l.code !== 'en').map((l) => nameField(l.code, labels[`name.${l.code}`]!))}
            </details>
            <FormField id="extra-price" label={labels.price} error={save.errors.price}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={draft.price}
                  onChange={(e) => setDraft({ ...draft, price: e.target.value })}
                />
              )}
            </FormField>
            <FormField id="extra-unit" label={labels.unit} error={save.errors.unit}>
              {(control) => (
                <select {...control} value={draft.unit} onChange={(e) => setDraft({ ...draft, unit: e.target.value as ExtraUnit })}>
                  {EXTRA_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`extras.units.${unit}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <label className="operator-check">
              <input type="checkbox" checked={draft.obligatory} onChange={(e) => setDraft({ ...draft, obligatory: e.target.checked })} />
              {t('extras.obligatoryLabel')}
            </label>
            <label className="operator-check">
              <input
                type="checkbox"
                checked={draft.payable_at_base}
                onChange={(e) => setDraft({ ...draft, payable_at_base: e.target.checked })}
              />
              {t('extras.atBaseLabel')}
            </label>
            {draft.id === null && (
              <fieldset>
                <legend>{t('extras.scope')}</legend>
                <div className="operator-prices__choices">
                  <label>
                    <input
                      type="radio"
                      name="extra-scope"
                      checked={draft.scope === 'boat'}
                      onChange={() => setDraft({ ...draft, scope: 'boat' })}
                    />
                    {t('extras.scopes.boat')}
                  </label>
                  <label>
                    <input
                      type="radio"
                      name="extra-scope"
                      checked={draft.scope === 'bases'}
                      onChange={() => setDraft({ ...draft, scope: 'bases' })}
                    />
                    {t('extras.scopes.bases')}
                  </label>
                </div>
                {draft.scope === 'bases' && (
                  <fieldset id="extra-base_ids">
                    <legend>{labels.base_ids}</legend>
                    <div className="operator-prices__choices">
                      {data.bases.map((base) => (
                        <label key={base.id}>
                          <input
                            type="checkbox"
                            checked={draft.base_ids.includes(base.id)}
                            onChange={(e) =>
                              setDraft({
                                ...draft,
                                base_ids: e.target.checked ? [...draft.base_ids, base.id] : draft.base_ids.filter((id) => id !== base.id),
                              })
                            }
                          />
                          {base.name}
                        </label>
                      ))}
                    </div>
                    {save.errors.base_ids && <span className="operator-prices__error">{fieldMessageText(tc, save.errors.base_ids)}</span>}
                  </fieldset>
                )}
              </fieldset>
            )}
            <EditorActions pending={save.pending} editing={draft.id !== null} onCancel={() => setDraft(EMPTY)}>
              {t('extras.save')}
            </EditorActions>
          </form>
        </>
      )}
    </section>
  );
}
