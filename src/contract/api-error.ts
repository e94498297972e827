import { z } from 'zod';

// A5: every /api error answer has this shape.
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A machine code for answers a page handles specially (e.g. the booking 409s in booking-api.ts). */
  code: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
