import type { z } from 'zod';
import type { yachtIdParamsSchema } from './catalog-api';
import type { yachtFreshnessResponseSchema } from './yacht-freshness-api';
import type { Declare } from './endpoint';

export const yachtFreshnessEndpoint: Declare<{
  params: z.output<typeof yachtIdParamsSchema>;
  answer: z.output<typeof yachtFreshnessResponseSchema>;
}> = { method: 'GET', path: '/yacht-freshness/:yacht_id' };
