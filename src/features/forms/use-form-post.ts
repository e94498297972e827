import { useEffect, useState, type FormEvent } from 'react';
import { useAppState } from '../../app-state-context';
import type { FormName, FormOutcome } from '../../contract/forms';
import { useT } from '../../i18n/use-t';
import { notify } from '../toast/toast-store';
import { outcomeKey } from './field-message';
import { firstMessages, type FieldErrors } from '../../components/form/server-errors';

// A form that posts to its page's URL (docs/decisions/023). Without JavaScript the browser posts it and the
// server renders the page again with the outcome in the page state; with JavaScript this hook posts the
// same body with `Accept: application/json` and shows the outcome in place: field messages beside the
// fields and in the kit's error summary (which takes the focus), a toast (I4), the result in the form's
// status line.

// Outcomes the server rendered that have been shown: a later visit to the page in the same session
// (client-side navigation) starts with an empty form, not with the old answer.
const shownOutcomes = new WeakSet<FormOutcome>();

export interface FormPost {
  outcome: FormOutcome | undefined;
  sending: boolean;
  /** Changes after a form was sent, to clear the inputs (use as the form's key). */
  generation: number;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Each field's message as the server gave it (the form kit shows it in the page's language). */
  errors: FieldErrors;
  /** Counts the refusals shown, for the error summary's focus. */
  attempt: number;
  /** Marks (or, with undefined, clears) a field the browser's own check refused, e.g. a CV too large as soon as it is chosen. */
  mark(name: string, message: string | undefined): void;
  /** A field's value as last posted (to fill the form again after a refusal). */
  valueOf(name: string): string;
  valuesOf(name: string): string[];
  /** The id of a field's input: `{form}-{name}`. */
  idOf(name: string): string;
  /** What a text input or textarea of this form takes besides the field's wiring: name and its value as last posted. */
  inputProps(name: string): InputProps;
  /** The outcome as one translated sentence, for the status line. */
  summary: string | undefined;
}

interface InputProps {
  name: string;
  defaultValue: string;
}

interface Options {
  multipart?: boolean;
  /** The browser's own check before sending: each refused field's rule code; a refusal sends nothing. */
  check?(form: HTMLFormElement): FieldErrors;
}

export function useFormPost(form: FormName, { multipart = false, check }: Options = {}): FormPost {
  const t = useT('forms');
  const rendered = useAppState().formOutcome;
  const [outcome, setOutcome] = useState<FormOutcome | undefined>(() =>
    rendered?.form === form && !shownOutcomes.has(rendered) ? rendered : undefined,
  );
  const [sending, setSending] = useState(false);
  const [generation, setGeneration] = useState(0);
  // A refusal the server rendered (no JavaScript) is one too: the summary takes the focus once hydrated.
  const [attempt, setAttempt] = useState(outcome?.errors ? 1 : 0);
  // The browser's own refusals, shown over the server's until the field is chosen again.
  const [checked, setChecked] = useState<FieldErrors>({});

  useEffect(() => {
    if (rendered) shownOutcomes.add(rendered);
  }, [rendered]);

  async function submit(element: HTMLFormElement) {
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
      const next: FormOutcome = {
        form,
        status: res.status,
        message: body.message ?? '',
        ...(body.errors ? { errors: body.errors } : {}),
        values,
      };
      setOutcome(next);
      if (next.errors) setAttempt((n) => n + 1);
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
  const valueOf = (name: string) => [values[name] ?? ''].flat()[0] ?? '';
  return {
    outcome,
    sending,
    generation,
    onSubmit(event) {
      event.preventDefault();
      if (sending) return;
      // Issue 30 item 11: what the browser can tell at once (a 30 MB CV) is refused before a byte is sent.
      const refused = check?.(event.currentTarget) ?? {};
      setChecked(refused);
      if (Object.keys(refused).length) {
        setAttempt((n) => n + 1);
        notify('error', t(outcomeKey(form, 422)));
        return;
      }
      void submit(event.currentTarget);
    },
    errors: { ...firstMessages(outcome?.errors), ...checked },
    attempt,
    mark: (name, message) => setChecked(({ [name]: _old, ...rest }) => (message === undefined ? rest : { ...rest, [name]: message })),
    valueOf,
    valuesOf: (name) => [values[name] ?? []].flat(),
    idOf,
    inputProps: (name) => ({ name, defaultValue: valueOf(name) }),
    summary: outcome ? t(outcomeKey(form, outcome.status)) : undefined,
  };
}
