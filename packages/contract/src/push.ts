import { z } from 'zod';

/** Web push (VAPID, RFC 8030/8291/8292): the limits, written once for the API and the web app. */
export const pushLimits = {
  /** Subscriptions (browsers, devices) one user keeps; a new one past this replaces the oldest. */
  subscriptionsPerUser: 10,
  endpointLength: 2048,
  userAgentLength: 300,
  minutesBefore: { min: 5, max: 60, default: 10 },
};

/** `GET push/key`: the VAPID public key, the browser's `applicationServerKey`. */
export const pushKeySchema = z
  .object({ publicKey: z.string().describe('base64url, uncompressed P-256 point (65 bytes)') })
  .meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof pushKeySchema>;

// base64url as browsers give it, padding tolerated: 65 bytes are 87 characters, 16 bytes 22.
const base64url = (characters: number) =>
  z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${characters}}=*$`), `Expected ${characters} base64url characters`);

const endpointSchema = z
  .string()
  .trim()
  .min(1)
  .max(pushLimits.endpointLength)
  .describe('the push service URL the browser gave (https on a public address)');

/** `POST push/subscription`: the browser's `PushSubscription.toJSON()`; unknown fields are ignored. */
export const pushSubscriptionRequestSchema = z
  .object({
    endpoint: endpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: base64url(87).describe("the browser's P-256 public key"),
      auth: base64url(22).describe('the 16-byte authentication secret'),
    }),
  })
  .meta({ id: 'PushSubscriptionRequest' });
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** `DELETE push/subscription`. */
export const pushUnsubscribeRequestSchema = z
  .object({ endpoint: endpointSchema })
  .meta({ id: 'PushUnsubscribeRequest' });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

/** `GET/PUT push/preferences`: what a user wants pushed. */
export const pushPreferencesSchema = z
  .object({
    sessionReminders: z.boolean().describe('a reminder before each starred session'),
    minutesBefore: z
      .number()
      .int()
      .min(pushLimits.minutesBefore.min)
      .max(pushLimits.minutesBefore.max)
      .describe('how long before a starred session the reminder comes'),
    announcements: z.boolean().describe('new announcements of the events one takes part in'),
    myPosts: z.boolean().describe('one’s own post approved or declined'),
  })
  .meta({ id: 'PushPreferences' });
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const defaultPushPreferences: PushPreferences = {
  sessionReminders: true,
  minutesBefore: pushLimits.minutesBefore.default,
  announcements: false,
  myPosts: true,
};

/**
 * What a push message carries (decrypted by the browser, handed to the service worker's `push`
 * event as `event.data.json()`), already in the recipient's language.
 */
export const pushPayloadSchema = z
  .object({
    title: z.string(),
    body: z.string(),
    /** A path of the web app to open on click. */
    url: z.string(),
    /** Notifications with the same tag replace each other (`showNotification`'s `tag`). */
    tag: z.string(),
    /** An image path of the web app. */
    icon: z.string(),
  })
  .meta({ id: 'PushPayload' });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
