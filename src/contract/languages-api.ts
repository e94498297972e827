import { z } from 'zod';

// GET /api/languages (§7): the whole body is stored as the language list.
const languageItemSchema = z.object({
  code: z.string(),
  tag: z.string(),
  name: z.string(),
  default: z.boolean(),
});
export const languagesResponseSchema = z.array(languageItemSchema);
export type LanguagesResponse = z.infer<typeof languagesResponseSchema>;
