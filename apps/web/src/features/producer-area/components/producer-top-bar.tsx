import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { AccountMenu } from '../../../components/ui/account-menu.tsx';
import { HelpIcon, HomeIcon, LogOutIcon } from '../../../components/ui/icons.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { initials } from '../../../lib/format/initials.ts';
import { roleKeys } from '../../members/index.ts';

interface ProducerTopBarProps {
  name: string;
  role: string;
  onLogout: () => void;
}

/** The original client's producer top bar: logo to the event, then initials, name, role and the menu. */
export function ProducerTopBar({ name, role, onLogout }: ProducerTopBarProps) {
  const { t } = useTranslation();
  const roleLabel =
    role === 'ADMIN' ? t('producer.roleAdmin') : role === 'MODERATOR' ? t(roleKeys.MODERATOR) : role;
  return (
    <header className="sticky top-0 z-40 bg-ink-950 text-white">
      <nav
        aria-label={t('menu.navigation')}
        className="flex h-16 items-center justify-between gap-3 px-3 sm:px-6"
      >
        <Link to="/event" className="rounded-xl" aria-label={t('menu.logoToEvent')}>
          <Logo tone="light" className="[&>span:last-child]:hidden min-[400px]:[&>span:last-child]:inline" />
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguagePicker tone="dark" />
          <AccountMenu
            tone="dark"
            label={t('menu.account', { name })}
            initials={initials(name)}
            name={name}
            detail={roleLabel}
            items={[
              {
                id: 'event',
                label: t('producer.toEvent'),
                to: '/event',
                icon: <HomeIcon className="size-4" />,
              },
              { id: 'help', label: t('menu.help'), to: '/suport', icon: <HelpIcon className="size-4" /> },
              {
                id: 'logout',
                label: t('menu.logout'),
                onSelect: onLogout,
                icon: <LogOutIcon className="size-4" />,
              },
            ]}
          />
        </div>
      </nav>
    </header>
  );
}
