import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { SubmitButton } from '../../components/form/submit-button';

// The pieces the prices page's list-and-editor sections share (offers, discount rules, extras): a row's Edit
// and Delete buttons, named for a screen reader by the row they act on; the editor's Save and, while a row is
// being changed, Cancel; and the date and percentage fields the discount editors ask for.

/** A row's actions cell content: Edit fills the editor with the row, Delete removes it. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const t = useT('operator-prices');
  return (
    <div className="operator-actions">
      <button type="button" className="button button--secondary" aria-label={`${t('edit')}: ${name}`} onClick={onEdit}>
        {t('edit')}
      </button>
      <button type="button" className="button button--secondary" aria-label={`${t('delete')}: ${name}`} onClick={onDelete}>
        {t('delete')}
      </button>
    </div>
  );
}

/** The editor's buttons: Save, and Cancel (back to an empty editor) while an existing row is changed. */
export function EditorActions({
  pending,
  editing,
  onCancel,
  children,
}: {
  pending: boolean;
  editing: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useT('operator-prices');
  return (
    <div className="operator-actions">
      <SubmitButton pending={pending}>{children}</SubmitButton>
      {editing && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      )}
    </div>
  );
}

interface InputFieldProps {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

export function DateField({ id, label, hint, error, value, onChange }: InputFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <input {...control} type="date" value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}

/** A discount's percentage: a whole number from 1 to 90, as the contract allows. */
export function PercentField({ id, label, error, value, onChange }: Omit<InputFieldProps, 'hint'>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
