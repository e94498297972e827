import { useT } from '../../i18n/use-t';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/account-rules';
import { FormField, type FieldLook } from '../../components/form/form-field';
import type { FieldErrors } from '../../components/form/server-errors';
import { ACCOUNT_FIELD } from './account-field-look';
import { PasswordStrength } from './password-strength';

// A new password and its confirmation (registration, reset, an operator's invitation): length is the only
// rule (8 to 128, no composition rules), paste is allowed, and a strength meter rates it while it is typed.
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
  userInputs,
  look = ACCOUNT_FIELD,
  texts,
}: {
  idPrefix: string;
  password: string;
  confirmation: string;
  onPassword: (v: string) => void;
  onConfirmation: (v: string) => void;
  errors: FieldErrors;
  userInputs: string[];
  /** The form's look, when it is not the account forms'. */
  look?: FieldLook;
  /** The words of a page outside the account namespace (the console's invitation). */
  texts?: { password: string; hint: string; confirmation: string };
}) {
  const t = useT('account');
  const words = texts ?? {
    password: t('fields.newPassword'),
    hint: t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH }),
    confirmation: t('fields.confirmation'),
  };
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={words.password} hint={words.hint} error={errors.password} look={look}>
        {(control) => (
          <>
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              required
              value={password}
              onChange={(e) => onPassword(e.target.value)}
            />
            <PasswordStrength id={`${idPrefix}-strength`} password={password} userInputs={userInputs} />
          </>
        )}
      </FormField>
      <FormField id={`${idPrefix}-confirmation`} label={words.confirmation} error={errors.password_confirmation} look={look}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password_confirmation"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            value={confirmation}
            onChange={(e) => onConfirmation(e.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
