import { LANGUAGE_CODES } from '../src/contract/languages';
import { checkLocales } from './locale-rules';
import { LOCALES_DIR } from '../server/i18n';

const problems = checkLocales(LOCALES_DIR, LANGUAGE_CODES);
if (problems.length) {
  console.error(`Locale files have ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Locale files complete: ${LANGUAGE_CODES.length} languages, every key translated.`);
