import { z } from 'zod';

/**
 * Every error the API answers with. `message` is the original client's English server message
 * where it knows one (it maps those to three languages); the rest are ours
 * (docs/ARCHITECTURE.md, 'Errors').
 */
export const errorMessages = {
  // The original client's messages
  CONTENT_NOT_FOUND: 'Content not found',
  EVENT_NOT_FOUND: 'Event not found',
  EVENT_CROWDED: 'Event is crowded',
  USER_NOT_PARTICIPANT: 'User does not participate in this event',
  USER_CANNOT_PARTICIPATE: 'User cannot participate in this event',
  EXHIBITOR_NOT_FOUND: 'Exhibitor not found',
  IMMOBILE_NOT_FOUND: 'Immobile not found',
  CONDOMINIUM_NOT_FOUND: 'Condominium not found',
  POWER_NOT_FOUND: 'Power not found',
  POWER_ALREADY_EXISTS: 'Power already exists',
  ROLE_NOT_FOUND: 'Role not found',
  ROLE_ALREADY_EXISTS: 'Role already exists',
  USER_ALREADY_EXISTS: 'User already exists',
  USER_NOT_FOUND: 'User not found',
  LAST_ADMIN: "You can't delete the last admin!",
  ROLE_NOT_ALLOWED: 'You are not authorized to add this role!',
  BAD_CREDENTIALS: 'Bad credentials',
  ADDRESS_NOT_FOUND: 'Address not found',
  PERSONAL_DATA_NOT_FOUND: 'Personal data not found',
  FILE_NOT_FOUND: 'File not found',
  PUBLICATION_NOT_FOUND: 'Publication not found',
  PUBLICATION_AWAITING_ANALYSIS: 'Publication awaiting analysis',
  SPEAKER_NOT_FOUND: 'Speaker not found',
  // Ours
  CODE_INVALID: 'Invalid code',
  CODE_EXPIRED: 'Code expired',
  CODE_LOCKED: 'Too many wrong codes: request a new one',
  USER_ALREADY_CONFIRMED: 'User already confirmed',
  CONFIRMATION_REQUIRED: 'Confirm your e-mail first',
  USER_NOT_CONFIRMED: 'User has not confirmed the e-mail yet',
  OAUTH_FAILED: 'Sign-in with the provider failed',
  TENANT_REQUIRED: 'Tenant required',
  TENANT_NOT_FOUND: 'Tenant not found',
  ROUTE_NOT_FOUND: 'Route not found',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  BAD_REQUEST: 'Malformed request',
  REQUEST_TIMEOUT: 'Request timed out',
  URI_TOO_LONG: 'Request URL is too long',
  HEADERS_TOO_LARGE: 'Request headers are too large',
  INVALID_JSON: 'Malformed JSON body',
  VALIDATION_ERROR: 'Invalid request',
  PAYLOAD_TOO_LARGE: 'Request body is too large',
  VIDEO_INVALID: 'Not a complete video: MP4, WebM or Ogg with a video or audio track and a duration',
  UPLOAD_QUOTA_EXCEEDED: 'Upload limit for this hour reached',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  INVITE_NOT_FOUND: 'Invitation not found',
  INVITE_EXPIRED: 'Invitation expired',
  INVITE_USED: 'Invitation already used',
  INVITE_WRONG_ACCOUNT: 'This invitation is for another e-mail address',
  STAND_MEMBER_EXISTS: 'Already on this stand’s team',
  BADGE_INVALID: 'Badge not recognised',
  CONSENT_REQUIRED: 'Consent is required to share your contact',
  LEAD_NOT_FOUND: 'Lead not found',
  REVISION_NOT_FOUND: 'Revision not found',
  REVISION_NOT_PENDING: 'This change was already decided',
  PUBLICATION_NOT_APPROVED: 'Only approved posts take likes and comments',
  COMMENT_NOT_FOUND: 'Comment not found',
  ALREADY_REPORTED: 'You already reported this',
  USER_MUTED: 'You cannot post, comment, like or report for now',
  EXPORT_KIND_UNKNOWN: 'Unknown export kind',
  IMPORT_KIND_UNKNOWN: 'Unknown import kind',
  IMPORT_FILE_REQUIRED: 'Send the spreadsheet as the multipart file `file`',
  IMPORT_FILE_TOO_LARGE: 'The spreadsheet is too large',
  IMPORT_FILE_UNREADABLE: 'The file is not a CSV or XLSX spreadsheet',
  IMPORT_COLUMN_MISSING: 'A required column is missing',
  IMPORT_TOO_MANY_ROWS: 'Too many rows in the spreadsheet',
  IMPORT_INVALID: 'Some rows cannot be imported',
  IMPORT_VALUE_REQUIRED: 'Required value missing',
  IMPORT_VALUE_TOO_LONG: 'Value too long',
  IMPORT_VALUE_INVALID: 'Invalid value',
  IMPORT_DATE_INVALID: 'Invalid date',
  IMPORT_DATE_OUTSIDE_EVENT: 'Date outside the event',
  IMPORT_TIME_INVALID: 'Invalid time',
  IMPORT_END_BEFORE_START: 'Ends before it starts',
  IMPORT_QUOTA_UNKNOWN: 'Unknown quota',
  IMPORT_STATUS_UNKNOWN: 'Unknown status',
  IMPORT_SPEAKER_UNKNOWN: 'Unknown speaker',
  IMPORT_EXHIBITOR_UNKNOWN: 'Unknown exhibitor',
  IMPORT_DUPLICATE_KEY: 'Same key as another row of the file',
  UNAUTHORIZED: 'Authentication required',
  FORBIDDEN: 'Forbidden',
  RATE_LIMITED: 'Too many requests',
  SCOPE_REQUIRED: 'This API key may not call this route',
  API_KEY_NOT_FOUND: 'API key not found',
  API_KEY_LIMIT: 'Too many API keys: revoke one first',
  WEBHOOK_NOT_FOUND: 'Webhook endpoint not found',
  WEBHOOK_LIMIT: 'Too many webhook endpoints',
  WEBHOOK_URL_REFUSED: 'This webhook address is not allowed',
  WEBHOOK_DELIVERY_NOT_FOUND: 'Webhook delivery not found',
  SERVICE_UNAVAILABLE: 'Service unavailable',
  INTERNAL_ERROR: 'Internal server error',
} as const;

export type ErrorCode = keyof typeof errorMessages;
export const errorCodes = Object.keys(errorMessages) as ErrorCode[];

/** The body of every 4xx/5xx answer (docs/ARCHITECTURE.md, 'Errors'). */
export const apiErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    args: z.array(z.unknown()),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** One failing field of a VALIDATION_ERROR, listed in `args`. */
export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
