import { join } from 'node:path';
import type { Config } from '../config';
import { secretBox, secretsKey, type SecretBox } from './secret-box';

// One secret box per configuration (the server has one; tests make several), its key read or made once.
const boxes = new WeakMap<Config, SecretBox>();

export function sealerOf(config: Config): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = secretBox(secretsKey(config.SECRETS_KEY, join(config.DATA_DIR, 'secrets.key')));
    boxes.set(config, box);
  }
  return box;
}
