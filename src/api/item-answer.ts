// The response guard of the one-item reads (an article, a crew member, a voyage, an offer): an answer
// without its item counts as not there yet, so a malformed answer cannot break the page.
export const itemOf = <T extends { data: unknown }>(answer: T | undefined): T | undefined =>
  answer && typeof answer.data === 'object' && answer.data !== null ? answer : undefined;
