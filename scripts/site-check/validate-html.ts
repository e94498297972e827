import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface PageToValidate {
  name: string;
  url: string;
  userAgent: string;
  status: number;
}

export interface ValidationMessage {
  page: string;
  type: 'error' | 'warning';
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The Nu HTML Checker (the vnu.jar of the vnu-jar package, on the system's Java) over the HTML the server
 * sends each page, fetched here with the page's own User-Agent (vnu's would be taken for a crawler's). The
 * HTML as sent, not as the browser's DOM after hydration: it is what crawlers and the first paint see.
 * One JVM checks all the files. A page that does not answer its expected status is an error too.
 */
export async function validateHtml(pages: readonly PageToValidate[]): Promise<ValidationMessage[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bw-vnu-'));
  const messages: ValidationMessage[] = [];
  try {
    const files = new Map<string, string>();
    for (const [i, page] of pages.entries()) {
      const res = await fetch(page.url, { headers: { 'User-Agent': page.userAgent }, redirect: 'manual' });
      const html = await res.text();
      if (res.status !== page.status) {
        messages.push({
          page: page.name,
          type: 'error',
          line: undefined,
          message: `${page.url} answered ${res.status}, not ${page.status}`,
          extract: undefined,
        });
        continue;
      }
      const file = join(dir, `${i}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, page.name);
    }
    const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    // vnu exits 1 when it reports an error; the JSON report says which, so the exit code is not needed.
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', jar, '--format', 'json', '--stdout', ...[...files.keys()].map((f) => f.slice('file:'.length))],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string; code?: unknown; message: string }) => {
      if (typeof error.stdout === 'string' && error.stdout.startsWith('{')) return { stdout: error.stdout };
      throw new Error(
        error.code === 'ENOENT'
          ? 'No java on PATH: the Nu HTML Checker needs a Java runtime (Debian: default-jre-headless)'
          : error.message,
      );
    });
    for (const m of (JSON.parse(stdout) as { messages: VnuMessage[] }).messages) {
      if (m.type === 'info' && m.subType !== 'warning') continue;
      messages.push({
        page: files.get(m.url ?? '') ?? m.url ?? '?',
        type: m.type === 'info' ? 'warning' : 'error',
        line: m.lastLine,
        message: m.message,
        extract: m.extract,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return messages;
}
