// The API answers in English (A5); the contact and join-us forms say each outcome in the page's language
// (field messages: the form kit's table, src/components/form/field-messages.ts). Keys of the `forms` namespace.

/** The `forms` key for the outcome of a form as a whole, by its status. */
export function outcomeKey(form: string, status: number): string {
  if (status === 201) return `${form}.sent`;
  if (status === 422 || status === 413 || status === 415) return 'errors.summary';
  if (status === 429) return 'errors.tooMany';
  if (status === 403) return 'errors.forbidden';
  // A body that ended early or could not be parsed (an upload cut off): sending again is the remedy.
  if (status === 400) return 'errors.unreadable';
  return 'errors.failed';
}
