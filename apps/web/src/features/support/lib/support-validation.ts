import { looksLikeEmail } from '../../../lib/validation/email.ts';

export interface SupportRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type SupportField = keyof SupportRequest;
export type SupportProblem =
  | 'support.errors.nameRequired'
  | 'support.errors.emailRequired'
  | 'support.errors.emailInvalid'
  | 'support.errors.subjectRequired'
  | 'support.errors.messageRequired';

/** The original client's support-form checks after trimming; one message per failing field. */
export function validateSupportRequest(
  request: SupportRequest,
): Partial<Record<SupportField, SupportProblem>> {
  const problems: Partial<Record<SupportField, SupportProblem>> = {};
  if (!request.name.trim()) problems.name = 'support.errors.nameRequired';
  const email = request.email.trim();
  if (!email) problems.email = 'support.errors.emailRequired';
  else if (!looksLikeEmail(email)) problems.email = 'support.errors.emailInvalid';
  if (!request.subject.trim()) problems.subject = 'support.errors.subjectRequired';
  if (!request.message.trim()) problems.message = 'support.errors.messageRequired';
  return problems;
}

export const trimSupportRequest = (request: SupportRequest): SupportRequest => ({
  name: request.name.trim(),
  email: request.email.trim(),
  subject: request.subject.trim(),
  message: request.message.trim(),
});
