import { z } from 'zod';

// GET /yacht-freshness/{yacht_id} (issue 29): where a boat's prices and calendar come from and how old they
// are. A boat of a company's fleet system (Booking Manager, NauSYS) is as fresh as the company's last
// successful sync, and this server may have given up asking the system for a while (its circuit is open):
// then prices and availability are the last synced ones and an option waits for its confirmation there.
// Asked by the boat page after hydration, as the age changes every minute while the page is cached.

const yachtFreshnessSchema = z
  .object({
    synced_at: z.iso.datetime().nullable().describe('When the company’s last sync succeeded (null before the first)'),
    answering: z.boolean().describe('Whether this server reaches the company’s fleet system now (false while its circuit is open)'),
  })
  .nullable()
  .describe('null for a boat entered by hand');

export const yachtFreshnessResponseSchema = z.object({ data: yachtFreshnessSchema });

export type YachtFreshnessResponse = z.output<typeof yachtFreshnessResponseSchema>;
