import { z } from 'zod';

export const locales = ['pt-BR', 'es', 'en'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;
export const fallbackLocale: Locale = 'pt-BR';

/** What the web app learns at start, so that one build serves every deployment. */
export const publicConfigSchema = z
  .object({
    tenant: z.string(),
    defaultEventId: z.number().int().nullable(),
    providers: z.object({ google: z.boolean() }),
    androidAppUrl: z.string().nullable(),
    supportEmail: z.string().nullable(),
    supportPhone: z.string().nullable(),
    /** Largest video upload the server takes (VIDEO_MAX_BYTES), so the client can check first. */
    videoMaxBytes: z.number().int(),
    version: z.string(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), uptime: z.number() }).meta({ id: 'Health' });
export const readySchema = z
  .object({ status: z.enum(['ready', 'unavailable']), database: z.enum(['up', 'down']) })
  .meta({ id: 'Ready' });
