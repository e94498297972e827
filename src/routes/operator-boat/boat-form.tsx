import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { FormField } from '../../components/form/form-field';
import { AppLink } from '../../components/app-link';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { notify } from '../../features/toast/toast-store';
import { LANGUAGES, languageOf } from '../../contract/languages';
import { PRODUCTS } from '../../contract/booking-constants';
import { MAIN_SAIL_TYPES } from '../../contract/operator-fleet-constants';
import { MIN_NIGHTS_HIGHEST, MIN_NIGHTS_LOWEST } from '../../contract/minimum-nights';
import type { FleetBoat, FleetOptions } from '../../contract/operator-fleet-api';
import { ANOTHER, bodyOf, type BoatDraft } from './boat-draft';
import { DescriptionTexts } from './description-texts';

interface Props {
  options: FleetOptions;
  initial: BoatDraft;
  /** False for agents: the form shows the boat and changes nothing. */
  canWrite: boolean;
  /** Issue 29: an imported boat — only its descriptions are written here, the rest is shown read-only. */
  imported?: boolean;
  submitLabel: string;
  /** Sends the body (create or update); the answer is the boat as saved. */
  save(body: Record<string, unknown>): Promise<FleetBoat>;
  onSaved(boat: FleetBoat): void;
}

type TextKey = { [K in keyof BoatDraft]: BoatDraft[K] extends string ? K : never }[keyof BoatDraft];

const idOf = (name: string) => `boat-${name.replace(/\./g, '-')}`;
/** 2023-01-01 was a Sunday: day 0 of the week as the API counts. */
const weekdayOf = (day: number, tag: string) =>
  new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)));

// Issue 27, the fleet: the one form that adds a boat and edits one (the form kit's fields, error summary and
// submit button). Shipyard and model are picked from the shared lists or named anew; the description is
// written language by language, the missing ones marked.
export function BoatForm({ options, initial, canWrite, imported = false, submitLabel, save, onSaved }: Props) {
  const t = useT('operator-fleet');
  const lang = useLanguage();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [textLanguage, setTextLanguage] = useState(lang);
  const set = <K extends keyof BoatDraft>(key: K, value: BoatDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const newShipyard = draft.shipyard === ANOTHER;
  const models = options.models.filter((m) => String(m.shipyard_id) === draft.shipyard && String(m.type_id) === draft.type_id);

  const labels: Record<string, string> = {
    name: t('form.name'),
    type_id: t('form.type'),
    shipyard_id: t('form.shipyard'),
    shipyard_name: t('form.shipyardName'),
    model_id: t('form.model'),
    model_name: t('form.modelName'),
    year: t('form.year'),
    base_id: t('form.base'),
    length_m: t('form.length'),
    beam_m: t('form.beam'),
    draught_m: t('form.draught'),
    cabins: t('form.cabins'),
    berths: t('form.berths'),
    heads: t('form.heads'),
    max_people: t('form.maxPeople'),
    engine: t('form.engine'),
    water_tank_l: t('form.water'),
    fuel_tank_l: t('form.fuel'),
    main_sail_type: t('form.mainSail'),
    products: t('form.products'),
    deposit: t('form.deposit'),
    equipment_ids: t('form.sections.equipment'),
    check_in_day: t('form.checkInDay'),
    check_in_time: t('form.checkInTime'),
    check_out_time: t('form.checkOutTime'),
    min_nights: t('form.minNights'),
    ...Object.fromEntries(LANGUAGES.map((l) => [`description.${l.code}`, t('form.description', { language: l.name })])),
  };
  // The summary links a field's message to its control; the description's messages name a language.
  const summaryIdOf = (name: string) => (name.startsWith('description') ? 'boat-description' : idOf(name));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canWrite) return;
    setSending(true);
    try {
      const boat = await save(bodyOf(draft));
      setErrors({});
      onSaved(boat);
    } catch (err) {
      const found = fieldErrorsOf(err);
      setErrors(found);
      setAttempt((n) => n + 1);
      const language = Object.keys(found)
        .find((key) => key.startsWith('description.'))
        ?.slice('description.'.length);
      if (language) setTextLanguage(language as typeof lang);
      notify('error', Object.keys(found).length ? t('form.invalid') : t('form.failed'));
    } finally {
      setSending(false);
    }
  };

  const input = (name: TextKey, props: InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <FormField id={idOf(name)} label={labels[name]} hint={hint} error={errors[name]}>
      {(control) => <input {...control} name={name} value={draft[name]} onChange={(e) => set(name, e.target.value)} {...props} />}
    </FormField>
  );
  const numberInput = (name: TextKey, min: number, max: number, step = 1, hint?: string) =>
    input(name, { type: 'number', min, max, step, inputMode: step === 1 ? 'numeric' : 'decimal', required: true }, hint);
  const tag = languageOf(lang).tag;
  // The fleet system's fields: sent back as they are, so the save changes the descriptions only.
  const specsOpen = canWrite && !imported;

  return (
    <form className="operator-form operator-boat-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="boat-form-heading">
      <ErrorSummary errors={errors} labels={labels} idOf={summaryIdOf} attempt={attempt} />
      <fieldset disabled={!specsOpen}>
        <legend>{t('form.sections.boat')}</legend>
        {input('name', { required: true, autoComplete: 'off', maxLength: 80 }, t('form.nameHint'))}
        <FormField id={idOf('type_id')} label={labels.type_id} error={errors.type_id}>
          {(control) => (
            <select {...control} name="type_id" required value={draft.type_id} onChange={(e) => set('type_id', e.target.value)}>
              <option value="">{t('form.choose')}</option>
              {options.types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={idOf('shipyard_id')} label={labels.shipyard_id} error={errors.shipyard_id}>
          {(control) => (
            <select {...control} name="shipyard" required value={draft.shipyard} onChange={(e) => set('shipyard', e.target.value)}>
              <option value="">{t('form.choose')}</option>
              {options.shipyards.map((shipyard) => (
                <option key={shipyard.id} value={shipyard.id}>
                  {shipyard.name}
                </option>
              ))}
              <option value={ANOTHER}>{t('form.otherShipyard')}</option>
            </select>
          )}
        </FormField>
        {newShipyard && input('shipyard_name', { required: true, autoComplete: 'off', maxLength: 80 })}
        {!newShipyard && (
          <FormField id={idOf('model_id')} label={labels.model_id} hint={t('form.modelHint')} error={errors.model_id}>
            {(control) => (
              <select {...control} name="model" required value={draft.model} onChange={(e) => set('model', e.target.value)}>
                <option value="">{t('form.choose')}</option>
                {models.map((model) => (
                  <option key={model.id} value={model.id}>
                    {model.name}
                  </option>
                ))}
                <option value={ANOTHER}>{t('form.otherModel')}</option>
              </select>
            )}
          </FormField>
        )}
        {(newShipyard || draft.model === ANOTHER) &&
          input('model_name', { required: true, autoComplete: 'off', maxLength: 80 }, t('form.modelNameHint'))}
        {numberInput('year', 1950, 2100)}
        <FormField
          id={idOf('base_id')}
          label={labels.base_id}
          // A company made from nothing has no base yet: the fleet page's Bases section adds one.
          hint={
            options.bases.length === 0 && (
              <>
                {t('form.noBase')} <AppLink to={`/${lang}/operator/boats#bases`}>{t('form.addBase')}</AppLink>
              </>
            )
          }
          error={errors.base_id}
        >
          {(control) => (
            <select {...control} name="base_id" required value={draft.base_id} onChange={(e) => set('base_id', e.target.value)}>
              <option value="">{t('form.choose')}</option>
              {options.bases.map((base) => (
                <option key={base.id} value={base.id}>
                  {base.name}, {base.city}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>

      <fieldset disabled={!specsOpen}>
        <legend>{t('form.sections.measures')}</legend>
        <div className="operator-boat-grid">
          {numberInput('length_m', 3, 150, 0.01)}
          {numberInput('beam_m', 1, 40, 0.01)}
          {numberInput('draught_m', 0.2, 12, 0.01)}
          {numberInput('cabins', 0, 40)}
          {numberInput('berths', 1, 100)}
          {numberInput('heads', 0, 40)}
          {numberInput('max_people', 1, 200)}
        </div>
      </fieldset>

      <fieldset disabled={!specsOpen}>
        <legend>{t('form.sections.technical')}</legend>
        {input('engine', { required: true, autoComplete: 'off', maxLength: 120 }, t('form.engineHint'))}
        <div className="operator-boat-grid">
          {numberInput('water_tank_l', 0, 100_000)}
          {numberInput('fuel_tank_l', 0, 100_000)}
        </div>
        <FormField id={idOf('main_sail_type')} label={labels.main_sail_type} error={errors.main_sail_type}>
          {(control) => (
            <select {...control} name="main_sail_type" value={draft.main_sail_type} onChange={(e) => set('main_sail_type', e.target.value)}>
              <option value="">{t('form.noSail')}</option>
              {MAIN_SAIL_TYPES.map((sail) => (
                <option key={sail} value={sail}>
                  {t(`sails.${sail}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>

      <fieldset disabled={!specsOpen}>
        <legend>{t('form.sections.charter')}</legend>
        <fieldset
          className="operator-choices"
          id={idOf('products')}
          aria-describedby={errors.products ? `${idOf('products')}-error` : undefined}
        >
          <legend>{labels.products}</legend>
          {PRODUCTS.map((product) => (
            <label key={product} className="operator-check">
              <input
                type="checkbox"
                name="products"
                value={product}
                checked={draft.products.includes(product)}
                onChange={(e) =>
                  set('products', e.target.checked ? [...draft.products, product] : draft.products.filter((p) => p !== product))
                }
              />
              {t(`products.${product}`)}
            </label>
          ))}
          {errors.products && <FieldProblem id={`${idOf('products')}-error`} />}
        </fieldset>
        {numberInput('deposit', 0, 1_000_000)}
        <FormField id={idOf('check_in_day')} label={labels.check_in_day} error={errors.check_in_day}>
          {(control) => (
            <select {...control} name="check_in_day" value={draft.check_in_day} onChange={(e) => set('check_in_day', e.target.value)}>
              {[6, 0, 1, 2, 3, 4, 5].map((day) => (
                <option key={day} value={day}>
                  {weekdayOf(day, tag)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="operator-boat-grid">
          {input('check_in_time', { type: 'time', required: true })}
          {input('check_out_time', { type: 'time', required: true })}
        </div>
        {numberInput('min_nights', MIN_NIGHTS_LOWEST, MIN_NIGHTS_HIGHEST, 1, t('form.minNightsHint'))}
      </fieldset>

      <fieldset disabled={!specsOpen} className="operator-choices" id={idOf('equipment_ids')}>
        <legend>{t('form.sections.equipment')}</legend>
        <div className="operator-equipment">
          {options.equipment.map((item) => (
            <label key={item.id} className="operator-check">
              <input
                type="checkbox"
                name="equipment_ids"
                value={item.id}
                checked={draft.equipment_ids.includes(item.id)}
                onChange={(e) =>
                  set(
                    'equipment_ids',
                    e.target.checked ? [...draft.equipment_ids, item.id] : draft.equipment_ids.filter((id) => id !== item.id),
                  )
                }
              />
              {item.name}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset disabled={!canWrite}>
        <legend>{t('form.sections.texts')}</legend>
        <DescriptionTexts
          texts={draft.description}
          language={textLanguage}
          onLanguage={setTextLanguage}
          onText={(code, text) => set('description', { ...draft.description, [code]: text })}
          error={errors[`description.${textLanguage}`]}
        />
      </fieldset>

      {canWrite ? <SubmitButton pending={sending}>{submitLabel}</SubmitButton> : <p role="note">{t('form.readOnly')}</p>}
    </form>
  );
}

/** A choice group's message ("not valid"), in the form kit's words. */
function FieldProblem({ id }: { id: string }) {
  const t = useT('common');
  return (
    <p id={id} className="form-field__error">
      {t('formMessages.invalid')}
    </p>
  );
}
