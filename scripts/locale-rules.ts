import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

// The rules every locale file must keep: English is the source of truth; every other language has
// every key (and no other), keeps each {{placeholder}}, and is really translated: a value identical to
// English is an error unless its key is listed in locales/proper-names.json.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

// i18next plural keys: English has `key_one` and `key_other`; another language has the forms its own
// plural rules need (Intl.PluralRules: ru, ua, cs few/many, lv zero), each with English's placeholders.
const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;

function pluralBase(key: string, english: Map<string, string>): string | undefined {
  const match = PLURAL_FORM.exec(key);
  return match && english.has(`${match[1]}_other`) ? match[1] : undefined;
}

function pluralCategories(lng: string): string[] {
  try {
    return new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  } catch {
    return ['one', 'other'];
  }
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

export function checkLocales(dir: string, languages: readonly string[]): string[] {
  const problems: string[] = [];
  const properNamesFile = join(dir, 'proper-names.json');
  const properNames = existsSync(properNamesFile)
    ? (JSON.parse(readFileSync(properNamesFile, 'utf8')) as Record<string, string[] | string>)
    : {};
  const namespaces = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));
  for (const file of namespaces) {
    const ns = file.replace(/\.json$/, '');
    const english = flatten(JSON.parse(readFileSync(join(dir, 'en', file), 'utf8')) as Tree);
    const allowed = new Set(Array.isArray(properNames[ns]) ? properNames[ns] : []);
    for (const lng of languages.filter((l) => l !== 'en')) {
      const path = join(dir, lng, file);
      if (!existsSync(path)) {
        problems.push(`${lng}/${file}: missing file`);
        continue;
      }
      let other: Map<string, string>;
      try {
        other = flatten(JSON.parse(readFileSync(path, 'utf8')) as Tree);
      } catch (err) {
        problems.push(`${lng}/${file}: not valid JSON (${(err as Error).message})`);
        continue;
      }
      for (const [key, en] of english) {
        const value = other.get(key);
        if (value === undefined) problems.push(`${lng}/${file}: missing key ${key}`);
        else if (value.trim() === '') problems.push(`${lng}/${file}: empty value for ${key}`);
        else if (value === en && !allowed.has(key)) problems.push(`${lng}/${file}: ${key} is identical to English ("${en}")`);
        else if (placeholders(value) !== placeholders(en))
          problems.push(`${lng}/${file}: ${key} does not keep the placeholders of English`);
      }
      for (const [key, value] of other) {
        if (english.has(key)) continue;
        const base = pluralBase(key, english);
        if (base === undefined) problems.push(`${lng}/${file}: key ${key} is not in English`);
        else if (placeholders(value) !== placeholders(english.get(`${base}_other`) as string))
          problems.push(`${lng}/${file}: ${key} does not keep the placeholders of English`);
      }
      const bases = new Set([...english.keys()].map((key) => pluralBase(key, english)).filter((b) => b !== undefined));
      for (const base of bases)
        for (const category of pluralCategories(lng))
          if (!other.has(`${base}_${category}`)) problems.push(`${lng}/${file}: missing plural form ${base}_${category}`);
    }
  }
  return problems;
}
