import type { z } from 'zod';
import type { successResponseSchema } from './account-api';
import type { baseBodySchema, basesQuerySchema, operatorBaseSchema, operatorBasesSchema } from './operator-bases-api';
import type { Declare } from './endpoint';

// Issue 27, the fleet: the console's base endpoints, declared once (docs/decisions/037); the server's table
// is server/fleet/bases.endpoints.ts, which says which roles each allows.

type Base = z.output<typeof operatorBaseSchema>;
type BaseParams = { base_id: number };
type BaseBody = z.input<typeof baseBodySchema>;

export const operatorBasesEndpoint: Declare<{ query: z.input<typeof basesQuerySchema>; answer: z.output<typeof operatorBasesSchema> }> = {
  method: 'GET',
  path: '/operator/bases',
};

export const createBaseEndpoint: Declare<{ body: BaseBody; answer: Base }> = { method: 'POST', path: '/operator/bases' };

export const updateBaseEndpoint: Declare<{ params: BaseParams; body: BaseBody; answer: Base }> = {
  method: 'PUT',
  path: '/operator/bases/:base_id',
};

export const deleteBaseEndpoint: Declare<{ params: BaseParams; answer: z.output<typeof successResponseSchema> }> = {
  method: 'DELETE',
  path: '/operator/bases/:base_id',
};
