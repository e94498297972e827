export interface PhoneFieldProps {
  id: string;
  /** The form field's name (posted without JavaScript). */
  name: string;
  /** E.164 ("+385911234567") or ''. */
  value: string;
  onChange(value: string): void;
  required?: boolean;
  /** The id of the element with this field's error message, when it has one. */
  errorId?: string;
  invalid?: boolean;
}
