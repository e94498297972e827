import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../features/toast/toast-store';
import { deleteBase, saveBase, useOperatorBases } from '../../api/operator-bases';
import { useFleetOptions } from '../../api/operator-fleet-options';
import type { OperatorBase } from '../../contract/operator-bases-api';

interface Draft {
  id: number | null;
  name: string;
  city: string;
  destination_id: string;
  lat: string;
  lng: string;
}
const EMPTY: Draft = { id: null, name: '', city: '', destination_id: '', lat: '', lng: '' };

const draftOf = (base: OperatorBase): Draft => ({
  id: base.id,
  name: base.name,
  city: base.city,
  destination_id: String(base.destination.id),
  lat: String(base.lat),
  lng: String(base.lng),
});

/** A coordinate as typed: left out when empty (the destination's position is taken). */
const degrees = (text: string) => (text.trim() === '' ? undefined : Number(text));

// Issue 27, the fleet: the company's bases (its marinas), on the fleet page. A company made from nothing has
// none, and a boat needs one, so owners and managers add them here; a base with boats is not deleted (the
// API's 409, told in a toast). The destination is one of the site's, named in the page's language.
export function BasesSection({ token, canWrite }: { token: string; canWrite: boolean }) {
  const t = useT('operator-fleet');
  const tc = useT('operator');
  const lang = useLanguage();
  const bases = useOperatorBases(token, lang);
  // The boat list's filters and the boat form pick from these options: a new base shows there at once.
  const options = useFleetOptions(token, lang);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const section = useRef<HTMLElement>(null);
  const loaded = Boolean(bases.data);

  // The boat form's "add a base" link lands here (#bases) once the section has its content.
  useEffect(() => {
    if (loaded && window.location.hash === '#bases') section.current?.scrollIntoView();
  }, [loaded]);

  const labels = {
    name: t('bases.name'),
    city: t('bases.city'),
    destination_id: t('bases.destination'),
    lat: t('bases.lat'),
    lng: t('bases.lng'),
  };
  const set = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const changed = () => {
    void bases.mutate();
    void options.mutate();
  };

  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setPending(true);
    try {
      await action();
      setErrors({});
      notify('success', done);
      changed();
      return true;
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setAttempt((n) => n + 1);
      if (Object.keys(fields).length === 0) {
        notify('error', err instanceof ApiError && err.status === 409 ? t('bases.hasBoats') : t('bases.failed'));
      }
      return false;
    } finally {
      setPending(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name: draft.name,
      city: draft.city,
      destination_id: draft.destination_id === '' ? Number.NaN : Number(draft.destination_id),
      lat: degrees(draft.lat),
      lng: degrees(draft.lng),
    };
    if (await run(() => saveBase(token, draft.id, body), draft.id === null ? t('bases.added') : t('bases.saved'))) setDraft(EMPTY);
  };
  const edit = (base: OperatorBase) => {
    setDraft(draftOf(base));
    setErrors({});
    nameInput.current?.focus();
  };
  const remove = (base: OperatorBase) => void run(() => deleteBase(token, base.id), t('bases.deleted', { name: base.name }));

  // The destinations by country, for the select's groups.
  const countries = new Map<string, { id: number; name: string }[]>();
  for (const d of bases.data?.destinations ?? []) countries.set(d.country, [...(countries.get(d.country) ?? []), d]);

  return (
    <section ref={section} id="bases" className="operator-card" aria-labelledby="bases-heading">
      <h2 id="bases-heading">{t('bases.heading')}</h2>
      <p>{t('bases.lead')}</p>
      {!bases.data ? (
        bases.error ? (
          <p role="alert">{tc('unavailable')}</p>
        ) : (
          <p role="status">{tc('loading')}</p>
        )
      ) : bases.data.bases.length === 0 ? (
        <p>{t('bases.empty')}</p>
      ) : (
        <div className="operator-scroll">
          <table className="operator-table" data-testid="bases">
            <thead>
              <tr>
                <th scope="col">{labels.name}</th>
                <th scope="col">{labels.city}</th>
                <th scope="col">{labels.destination_id}</th>
                <th scope="col">{t('bases.boats')}</th>
                {canWrite && <th scope="col">{t('bases.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {bases.data.bases.map((base) => (
                <tr key={base.id}>
                  <td data-label={labels.name}>{base.name}</td>
                  <td data-label={labels.city}>{base.city}</td>
                  <td data-label={labels.destination_id}>
                    {base.destination.name}, {base.country.name}
                  </td>
                  <td data-label={t('bases.boats')}>{base.boats}</td>
                  {canWrite && (
                    <td data-label={t('bases.actions')}>
                      <div className="operator-actions">
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`${t('bases.edit')}: ${base.name}`}
                          onClick={() => edit(base)}
                        >
                          {t('bases.edit')}
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`${t('bases.delete')}: ${base.name}`}
                          onClick={() => remove(base)}
                        >
                          {t('bases.delete')}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canWrite && bases.data && (
        <>
          <h3>{draft.id === null ? t('bases.add') : t('bases.change')}</h3>
          <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate data-testid="base-form">
            <ErrorSummary errors={errors} labels={labels} idOf={(name) => `base-${name}`} attempt={attempt} />
            <FormField id="base-name" label={labels.name} hint={t('bases.nameHint')} error={errors.name}>
              {(control) => (
                <input
                  {...control}
                  ref={nameInput}
                  name="name"
                  autoComplete="off"
                  required
                  maxLength={80}
                  value={draft.name}
                  onChange={(e) => set('name', e.target.value)}
                />
              )}
            </FormField>
            <FormField id="base-city" label={labels.city} error={errors.city}>
              {(control) => (
                <input
                  {...control}
                  name="city"
                  autoComplete="off"
                  required
                  maxLength={80}
                  value={draft.city}
                  onChange={(e) => set('city', e.target.value)}
                />
              )}
            </FormField>
            <FormField id="base-destination_id" label={labels.destination_id} error={errors.destination_id}>
              {(control) => (
                <select
                  {...control}
                  name="destination_id"
                  required
                  value={draft.destination_id}
                  onChange={(e) => set('destination_id', e.target.value)}
                >
                  <option value="">{t('form.choose')}</option>
                  {[...countries].map(([country, destinations]) => (
                    <optgroup key={country} label={country}>
                      {destinations.map((d) => (
                        <option key={d.id} value={d.id}>
                          {d.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="base-lat" label={labels.lat} hint={t('bases.positionHint')} error={errors.lat}>
              {(control) => (
                <input
                  {...control}
                  name="lat"
                  type="number"
                  inputMode="decimal"
                  min={-90}
                  max={90}
                  step="any"
                  value={draft.lat}
                  onChange={(e) => set('lat', e.target.value)}
                />
              )}
            </FormField>
            <FormField id="base-lng" label={labels.lng} error={errors.lng}>
              {(control) => (
                <input
                  {...control}
                  name="lng"
                  type="number"
                  inputMode="decimal"
                  min={-180}
                  max={180}
                  step="any"
                  value={draft.lng}
                  onChange={(e) => set('lng', e.target.value)}
                />
              )}
            </FormField>
            <div className="operator-actions">
              <SubmitButton pending={pending}>{draft.id === null ? t('bases.create') : t('bases.save')}</SubmitButton>
              {draft.id !== null && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setDraft(EMPTY);
                    setErrors({});
                  }}
                >
                  {t('bases.cancel')}
                </button>
              )}
            </div>
          </form>
        </>
      )}
    </section>
  );
}
