import type { Role } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';

export const roleKeys = {
  ADMIN: 'producer.roles.ADMIN',
  USER: 'producer.roles.USER',
  GUEST: 'producer.roles.GUEST',
  MODERATOR: 'producer.roles.MODERATOR',
} as const;

/** A role in the interface language. */
export function RoleName({ value }: { value: Role }) {
  const { t } = useTranslation();
  return <>{t(roleKeys[value])}</>;
}
