import { z } from 'zod';

/** Laravel-style pagination fields (A4); URLs are relative and keep the query. */
export const paginationSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** 1-based positions of the first and last item on the page; null on an empty page. */
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
  links: z.array(z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })),
});
export type Pagination = z.infer<typeof paginationSchema>;
