/** Query keys of the inbox: one list per signed-in account and language. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (owner: string, locale: string) => ['notifications', owner, locale] as const,
};
