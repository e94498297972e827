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
      for (const key of other.keys()) if (!english.has(key)) problems.push(`${lng}/${file}: key ${key} is not in English`);
    }
  }
  return problems;
}
