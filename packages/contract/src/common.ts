import { z } from 'zod';
import { limits } from './limits.ts';

/** MODERATOR: a confirmed member who moderates the feeds; assigned by an ADMIN. */
export const roles = ['ADMIN', 'USER', 'GUEST', 'MODERATOR'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** dd/MM/yyyy, as dates travel to and from the original client. */
export const dateTextSchema = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Expected dd/MM/yyyy');
/** HH:mm */
export const timeTextSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:mm');

/** A row id in a path or query: a positive int4, so an oversized number is a 400, never a database error. */
export const databaseIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamSchema = z.object({ id: databaseIdSchema });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(limits.defaultPage),
  size: z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.defaultPageSize),
  sort: z.string().max(200).optional().describe('field,dir — e.g. dateStart,desc'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

export const addressSchema = z.object({
  road: z.string(),
  number: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  complement: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const socialMediaSchema = z.object({
  whatsapp: z.string().nullable(),
  site: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  spotify: z.string().nullable(),
  youtube: z.string().nullable(),
  twitter: z.string().nullable(),
});
export type SocialMedia = z.infer<typeof socialMediaSchema>;
export const socialMediaKeys = Object.keys(socialMediaSchema.shape) as (keyof SocialMedia)[];
