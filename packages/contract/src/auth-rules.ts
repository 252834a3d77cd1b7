// Account rules as plain constants, free of zod, so the web app can import them without the schemas.

/** Role ids as the registration payload carries them; only USER may be asked for at sign-up. */
export const roleIds = { ADMIN: 1, USER: 2, GUEST: 3 } as const;
export const registrationRoleId = roleIds.USER;

export const passwordMinLength = 8;
export const verificationCodeTtlMinutes = 15;
export const verificationCodeMaxAttempts = 5;
