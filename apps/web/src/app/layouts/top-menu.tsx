import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguagePicker } from '../../components/language-picker.tsx';
import type { AccountMenuItem } from '../../components/ui/account-menu.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import {
  AlertIcon,
  DashboardIcon,
  HelpIcon,
  LogOutIcon,
  QrCodeIcon,
  ShieldIcon,
  StoreIcon,
} from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { badgePath, myDataPath } from '../../features/leads/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { exhibitorAreaPath, useMyStands } from '../../features/stands/my-stands.ts';
import { initials } from '../../lib/format/initials.ts';
import { type Session, useSession } from '../../lib/session/session-store.ts';
import { useLogout } from '../../lib/session/use-logout.ts';
import { moderationAreaPath } from '../guards/route-guards.ts';
import { LazyAccountMenu } from './lazy-account-menu.tsx';

export const producerAreaPath = '/area-produtor';

/**
 * The original client's top menu: logo, language, producer link for ADMIN, the members' notification bell, and
 * the account or sign-in.
 */
export function TopMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const isAdmin = session.status === 'authenticated' && session.claims.role === 'ADMIN';

  return (
    <header className="sticky top-0 z-40 border-b border-ink-100/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <nav
        aria-label={t('menu.navigation')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-3 sm:px-6"
      >
        <Link to="/event" className="shrink-0 rounded-xl" aria-label={t('menu.logoToEvent')}>
          <Logo className="[&>span:last-child]:hidden min-[400px]:[&>span:last-child]:inline" />
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguagePicker />
          {isAdmin && (
            <Link
              to={producerAreaPath}
              className={buttonClass({ variant: 'ghost', size: 'sm', className: 'max-md:hidden' })}
            >
              <DashboardIcon className="size-4" />
              {t('menu.producerArea')}
            </Link>
          )}
          <NotificationBell />
          <AccountArea session={session} />
        </div>
      </nav>
    </header>
  );
}

function AccountArea({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const stands = useMyStands();

  if (session.status !== 'authenticated') {
    return (
      <>
        {session.status === 'invalid' && (
          <span
            role="status"
            className="hidden items-center gap-1 text-xs font-medium text-danger-700 sm:flex"
          >
            <AlertIcon className="size-4" />
            {t('menu.invalidToken')}
          </span>
        )}
        <Link to="/auth/login" className={buttonClass({ variant: 'outline', size: 'sm' })}>
          {t('menu.login')}
        </Link>
        <Link
          to="/auth/cadastrar"
          className={buttonClass({
            variant: 'accent',
            size: 'sm',
            className: 'max-[419px]:hidden',
          })}
        >
          {t('menu.signUp')}
        </Link>
      </>
    );
  }

  const items: AccountMenuItem[] = [];
  if (session.claims.role === 'ADMIN' && !pathname.startsWith(producerAreaPath)) {
    items.push({
      id: 'producer',
      label: t('menu.producerArea'),
      to: producerAreaPath,
      icon: <DashboardIcon className="size-4" />,
    });
  }
  // A MODERATOR may open only 'Moderação' of the producer area.
  if (session.claims.role === 'MODERATOR' && !pathname.startsWith(producerAreaPath)) {
    items.push({
      id: 'moderation',
      label: t('menu.moderation'),
      to: moderationAreaPath,
      icon: <ShieldIcon className="size-4" />,
    });
  }
  // Only for someone on a stand's team (GET exhibitor/mine not empty).
  if ((stands.data?.length ?? 0) > 0 && !pathname.startsWith(exhibitorAreaPath)) {
    items.push({
      id: 'exhibitor-area',
      label: t('menu.exhibitorArea'),
      to: exhibitorAreaPath,
      icon: <StoreIcon className="size-4" />,
    });
  }
  // A confirmed member's badge and who holds their contact.
  if (session.claims.role !== 'GUEST' && session.claims.confirmed !== false) {
    items.push(
      { id: 'badge', label: t('menu.myBadge'), to: badgePath, icon: <QrCodeIcon className="size-4" /> },
      { id: 'my-data', label: t('menu.myData'), to: myDataPath, icon: <ShieldIcon className="size-4" /> },
    );
  }
  items.push(
    { id: 'help', label: t('menu.help'), to: '/suport', icon: <HelpIcon className="size-4" /> },
    {
      id: 'logout',
      label: t('menu.logout'),
      onSelect: () => void logout(),
      icon: <LogOutIcon className="size-4" />,
    },
  );

  return (
    <LazyAccountMenu
      label={t('menu.account', { name: session.name })}
      initials={initials(session.name)}
      name={session.name}
      items={items}
      fallback={
        <button
          type="button"
          onClick={() => void logout()}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
        >
          <LogOutIcon className="size-4" />
          {t('menu.logout')}
        </button>
      }
    />
  );
}
