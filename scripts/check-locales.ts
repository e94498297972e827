import { LANGUAGE_CODES } from '../src/contract/languages';
import { checkLocales } from './locale-rules';
import { checkDataTexts } from './data-text-rules';
import { LOCALES_DIR } from '../server/i18n';

// Issue 30 item 10: the data texts pages show are checked with the locale files.
const problems = [...checkLocales(LOCALES_DIR, LANGUAGE_CODES), ...checkDataTexts(LANGUAGE_CODES)];
if (problems.length) {
  console.error(`Locale files have ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Locale files and data texts complete: ${LANGUAGE_CODES.length} languages, every key and text translated.`);
