import type { FieldLook } from '../../components/form/form-field';

/** The account forms' fields (the dialog, the reset page) keep account-form.css's names. */
export const ACCOUNT_FIELD: FieldLook = { field: 'account-field', hint: 'account-field__hint', error: 'account-field__error' };
