import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { mainContentId } from './root-layout.tsx';

/** Sign-in screens: a brand panel beside a focused form on wide screens, the form alone on phones. */
export function AuthLayout() {
  const { t } = useTranslation();
  const highlights = [t('auth.aside.point1'), t('auth.aside.point2'), t('auth.aside.point3')];
  return (
    <div className="flex min-h-dvh bg-sand-50">
      <aside
        aria-labelledby="auth-aside-title"
        className="relative hidden w-[42%] max-w-xl overflow-hidden bg-ink-950 p-12 text-white lg:flex lg:flex-col"
      >
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_0%_0%,rgb(217_181_108/0.28),transparent_50%),radial-gradient(circle_at_100%_100%,rgb(47_76_125/0.6),transparent_55%)]" />
        <Link to="/initial" className="relative w-fit rounded-xl" aria-label={t('menu.logoToStart')}>
          <Logo tone="light" />
        </Link>
        <div className="relative mt-auto space-y-8">
          <p id="auth-aside-title" className="font-display text-4xl leading-tight font-semibold text-balance">
            {t('auth.aside.title')}
          </p>
          <ul className="space-y-4 text-ink-200">
            {highlights.map((text) => (
              <li key={text} className="flex items-start gap-3">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
          <Link to="/initial" className="rounded-xl lg:invisible" aria-label={t('menu.logoToStart')}>
            <Logo />
          </Link>
          <LanguagePicker />
        </header>
        <main
          id={mainContentId}
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 focus:outline-none sm:items-center sm:px-8"
        >
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
