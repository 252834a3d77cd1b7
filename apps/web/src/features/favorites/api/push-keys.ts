/** A member's push settings: what the server sends, and this browser's subscription. */
export const pushKeys = {
  preferences: (userId: string) => ['push', userId, 'preferences'] as const,
  device: (userId: string) => ['push', userId, 'device'] as const,
};
