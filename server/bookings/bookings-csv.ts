// The CSV of the console's bookings list (issue 27), RFC 4180: comma-separated, CRLF line ends, a field
// quoted when it holds a comma, a quote or a line break. A field a spreadsheet would read as a formula
// (starting with = + - @, or a tab or carriage return that some spreadsheets skip before one) gets a leading
// apostrophe: a customer's name like "=HYPERLINK(…)" stays text (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header row and the rows; a byte order mark first, so spreadsheets read the UTF-8 names right. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
