import { z } from 'zod';
import { passwordMinLength } from './auth-rules.ts';
import { roleSchema } from './common.ts';
import { isValidCpf } from './cpf.ts';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const registerRequestSchema = z
  .object({
    login: email,
    password: z.string().min(passwordMinLength).max(200),
    confirmPassword: z.string().max(200),
    name: requiredText(120),
    roleId: z.number().int().optional(),
    /** The event page's register modal also asks for a CPF. */
    cpf: z.string().trim().refine(isValidCpf, 'Invalid CPF').optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z
  .object({ login: z.string().trim().toLowerCase().min(1).max(254), password: z.string().min(1).max(200) })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string() }).meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * Mail leaves through a queue: an answer can only say a code is on its way, not that it was
 * delivered. `QUEUED`: a new code was queued; `STILL_QUEUED` (resend only): the last code still
 * waits for the mail server, so no new one was made and the hourly allowance was not spent.
 */
export const codeDeliverySchema = z.enum(['QUEUED', 'STILL_QUEUED']);

export const registerResponseSchema = tokenResponseSchema
  .extend({ codeDelivery: codeDeliverySchema })
  .meta({ id: 'RegisterResponse' });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const resendCodeResponseSchema = z
  .object({ message: z.string(), codeDelivery: codeDeliverySchema, resendAfter: z.number().int() })
  .meta({ id: 'ResendCodeResponse' });
export type ResendCodeResponse = z.infer<typeof resendCodeResponseSchema>;

/** The six digits: the raw body ("123456", as the original client sends it) or `{ "code": "123456" }`. */
export const verificationCodeSchema = z.string().regex(/^\d{6}$/, 'Expected six digits');

export const tokenClaimsSchema = z
  .object({
    userId: z.number().int(),
    role: roleSchema,
    name: z.string(),
    email: z.string().nullable(),
    image: z.string().nullable(),
    confirmed: z.boolean(),
    tenant: z.string(),
    jti: z.string(),
    iat: z.number().int(),
    exp: z.number().int(),
  })
  .meta({ id: 'TokenClaims' });
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const validateRequestSchema = z.object({ token: z.string().min(1).max(4096) });

export const providersSchema = z.object({ google: z.boolean() }).meta({ id: 'Providers' });

export const supportRequestSchema = z
  .object({
    name: requiredText(120),
    email,
    subject: requiredText(200),
    message: requiredText(5_000),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const subscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: roleSchema,
    creationDate: z.string().describe('ISO 8601'),
    personalData: z.object({ name: z.string() }),
  })
  .meta({ id: 'Subscriber' });
export type Subscriber = z.infer<typeof subscriberSchema>;
