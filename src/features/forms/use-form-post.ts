import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppState } from '../../app-state-context';
import type { FormName, FormOutcome } from '../../contract/forms';
import { useT } from '../../i18n/use-t';
import { notify } from '../toast/toast-store';
import { FORM_TEXT_VALUES, fieldMessageKey, outcomeKey } from './field-message';
import { describedBy } from './form-field';

// A form that posts to its page's URL (docs/decisions/023). Without JavaScript the browser posts it and the
// server renders the page again with the outcome in the page state; with JavaScript this hook posts the
// same body with `Accept: application/json` and shows the outcome in place: field messages beside the
// fields, a toast (I4), the result in the form's status line.

// Outcomes the server rendered that have been shown: a later visit to the page in the same session
// (client-side navigation) starts with an empty form, not with the old answer.
const shownOutcomes = new WeakSet<FormOutcome>();

export interface FormPost {
  outcome: FormOutcome | undefined;
  sending: boolean;
  /** Changes after a form was sent, to clear the inputs (use as the form's key). */
  generation: number;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The translated message of a field, if it has one. */
  errorOf(name: string): string | undefined;
  /** A field's value as last posted (to fill the form again after a refusal). */
  valueOf(name: string): string;
  valuesOf(name: string): string[];
  /** The id of a field's input: `{form}-{name}`. */
  idOf(name: string): string;
  /** What a text input or textarea of this form takes: id, name, its value as last posted, its message's wiring. */
  inputProps(name: string): InputProps;
  /** The outcome as one translated sentence, for the status line. */
  summary: string | undefined;
}

export interface InputProps {
  id: string;
  name: string;
  defaultValue: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function useFormPost(form: FormName, { multipart = false }: { multipart?: boolean } = {}): FormPost {
  const t = useT('forms');
  const rendered = useAppState().formOutcome;
  const [outcome, setOutcome] = useState<FormOutcome | undefined>(() =>
    rendered?.form === form && !shownOutcomes.has(rendered) ? rendered : undefined,
  );
  const [sending, setSending] = useState(false);
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (rendered) shownOutcomes.add(rendered);
  }, [rendered]);

  // After a refusal, the first field with a message takes the focus.
  useEffect(() => {
    if (!outcome?.errors || !formRef.current) return;
    const first = Object.keys(outcome.errors)[0];
    const field = first ? formRef.current.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`) : null;
    field?.focus();
  }, [outcome]);

  async function submit(element: HTMLFormElement) {
    formRef.current = element;
    const data = new FormData(element);
    const values: Record<string, string | string[]> = {};
    for (const [name, value] of data) {
      if (typeof value !== 'string') continue;
      const known = values[name];
      values[name] = known === undefined ? value : [...[known].flat(), value];
    }
    setSending(true);
    try {
      const res = await fetch(element.action, {
        method: 'POST',
        body: multipart ? data : new URLSearchParams(data as unknown as Record<string, string>),
        headers: { Accept: 'application/json' },
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
      const next: FormOutcome = { form, status: res.status, message: body.message ?? '', ...(body.errors ? { errors: body.errors } : {}), values };
      setOutcome(next);
      notify(res.status === 201 ? 'success' : 'error', t(outcomeKey(form, res.status)));
      if (res.status === 201) setGeneration((g) => g + 1);
    } catch {
      notify('error', t('errors.network'));
    } finally {
      setSending(false);
    }
  }

  const values = outcome && outcome.status !== 201 ? outcome.values : {};
  const idOf = (name: string) => `${form}-${name}`;
  const errorOf = (name: string) => {
    const message = outcome?.errors?.[name]?.[0];
    return message === undefined ? undefined : t(fieldMessageKey(message), FORM_TEXT_VALUES);
  };
  const valueOf = (name: string) => [values[name] ?? ''].flat()[0] ?? '';
  return {
    outcome,
    sending,
    generation,
    onSubmit(event) {
      event.preventDefault();
      if (!sending) void submit(event.currentTarget);
    },
    errorOf,
    valueOf,
    valuesOf: (name) => [values[name] ?? []].flat(),
    idOf,
    inputProps(name) {
      const error = errorOf(name);
      return {
        id: idOf(name),
        name,
        defaultValue: valueOf(name),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(idOf(name), { error }),
      };
    },
    summary: outcome ? t(outcomeKey(form, outcome.status)) : undefined,
  };
}
