import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { fieldMessageText } from './field-messages';
import type { FieldErrors } from './server-errors';
import kitStylesUrl from './form-kit.css?url';

interface Props {
  errors: FieldErrors;
  /** The label of each field the form shows; a message for a field not listed here is not the visitor's to mend. */
  labels: Readonly<Record<string, string>>;
  /** A field's control id. */
  idOf(name: string): string;
  /** Counts the refused submits: each one moves the focus here again. */
  attempt: number;
}

/**
 * Q2: after a refused submit, the list of what to mend takes the focus, each item a link to its field (a
 * plain fragment link without JavaScript). Nothing is rendered while the form has no message.
 */
export function ErrorSummary({ errors, labels, idOf, attempt }: Props) {
  const t = useT('common');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const names = Object.keys(errors).filter((name) => labels[name] !== undefined);

  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);

  if (!names.length) return null;
  return (
    <div ref={box} className="error-summary" role="group" aria-labelledby={titleId} tabIndex={-1}>
      <link rel="stylesheet" href={kitStylesUrl} precedence="default" />
      <p id={titleId} className="error-summary__title">
        {t('formMessages.summary')}
      </p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <a
              href={`#${idOf(name)}`}
              onClick={(event) => {
                // The field takes the focus, not only the scroll; the router never sees a fragment change.
                event.preventDefault();
                document.getElementById(idOf(name))?.focus();
              }}
            >
              {labels[name]}: {fieldMessageText(t, errors[name]!)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
