import { z } from 'zod';

/** Exhibitor quota tiers; the original producer form's numeric codes map onto them. */
export const quotas = ['PRESENT', 'DIAMOND', 'GOLD', 'SILVER', 'TECH', 'CONSTRUCTOR'] as const;
export const quotaSchema = z.enum(quotas);
export type Quota = z.infer<typeof quotaSchema>;
export const quotaByCode: Record<number, Quota> = {
  1: 'PRESENT',
  2: 'DIAMOND',
  3: 'GOLD',
  4: 'SILVER',
  5: 'TECH',
  6: 'CONSTRUCTOR',
};
/** Order in shortcut panels: the highest tier first. */
export const quotaRank: Record<Quota, number> = {
  DIAMOND: 0,
  GOLD: 1,
  SILVER: 2,
  TECH: 3,
  CONSTRUCTOR: 4,
  PRESENT: 5,
};

export const propertyStatuses = ['READY', 'LAUNCH', 'UNDER_CONSTRUCTION', 'SOON_LAUNCH'] as const;
export const propertyStatusSchema = z.enum(propertyStatuses);
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;
export const propertyStatusByCode: Record<number, PropertyStatus> = {
  1: 'READY',
  2: 'LAUNCH',
  3: 'UNDER_CONSTRUCTION',
  4: 'SOON_LAUNCH',
};

export const publicationTypes = ['ANNOUNCEMENT', 'PUBLICATION'] as const;
export const publicationTypeSchema = z.enum(publicationTypes);
export type PublicationType = z.infer<typeof publicationTypeSchema>;

export const publicationStatuses = ['ANALYSIS', 'APPROVED', 'DENIED'] as const;
export const publicationStatusSchema = z.enum(publicationStatuses);
export type PublicationStatus = z.infer<typeof publicationStatusSchema>;
