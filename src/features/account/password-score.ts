import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// The strength meter's estimator (zxcvbn-ts with its common dictionaries, the same list the server refuses
// common passwords from). Loaded only once someone types a new password: it weighs about 1 MB unpacked.

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** 0 (guessed at once) to 4 (very hard to guess). */
export function passwordScore(password: string, userInputs: string[]): 0 | 1 | 2 | 3 | 4 {
  return zxcvbn.check(password.slice(0, 128), userInputs).score;
}
