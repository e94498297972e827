import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../src/contract/languages';
import type { LanguagesResponse } from '../../../src/contract/languages-api';
import type { Endpoint } from '../endpoint';

export const languagesEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/languages',
    handle: async (): Promise<LanguagesResponse> =>
      LANGUAGES.map((l) => ({ code: l.code, tag: l.tag, name: l.name, default: l.code === DEFAULT_LANGUAGE })),
  },
];
