import { type Address, type SocialMedia, socialMediaKeys } from '@vitrine/contract';

/** An address as the API shows it: `complement` always present, null when absent. */
export const presentAddress = (address: Address | null): Address | null =>
  address ? { ...address, complement: address.complement ?? null } : null;

/** All eight social keys, null when absent (stored rows keep only what was given). */
export const presentSocialMedia = (stored: Partial<SocialMedia>): SocialMedia =>
  Object.fromEntries(socialMediaKeys.map((key) => [key, stored[key] ?? null])) as SocialMedia;
