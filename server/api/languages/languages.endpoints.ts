import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../src/contract/languages';
import { languagesResponseSchema } from '../../../src/contract/languages-api';
import { languagesEndpoint } from '../../../src/contract/catalog-endpoints';
import { defineEndpoint, type Endpoint } from '../endpoint';

export const languagesEndpoints: Endpoint[] = [
  defineEndpoint(languagesEndpoint, {
    summary: 'The 12 languages of the site',
    tag: 'Site',
    response: languagesResponseSchema,
    handle: async () => LANGUAGES.map((l) => ({ code: l.code, tag: l.tag, name: l.name, default: l.code === DEFAULT_LANGUAGE })),
  }),
];
