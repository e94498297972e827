import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// Secrets the database keeps but must not hold in the clear (issue 27: operators' TOTP secrets; issue 29:
// fleet-system credentials): AES-256-GCM under a key that is not in the database, so a copy of the database
// alone reveals none of them. The key is SECRETS_KEY (32 bytes, base64), or a key file the first start writes
// under DATA_DIR; servers sharing one PostgreSQL must share the key (README, Configuration).

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('secret box: the key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('secret box: not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** SECRETS_KEY when set; else the key file, written once (mode 0600) on the first start. */
export function secretsKey(configured: string | undefined, keyFile: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  try {
    return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(keyFile), { recursive: true });
  const key = randomBytes(32);
  // 'wx': two processes starting together never overwrite each other's key; the loser reads the winner's.
  try {
    writeFileSync(keyFile, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(keyFile, 0o600);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
  }
}
