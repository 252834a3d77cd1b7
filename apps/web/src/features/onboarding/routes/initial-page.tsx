import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { AndroidIcon, CalendarIcon, HomeIcon, StoreIcon } from '../../../components/ui/icons.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { Skyline } from '../components/skyline.tsx';
import { isAndroid } from '../lib/is-android.ts';

/** The first screen: what Vitrine is and the three ways in. */
export function InitialPage() {
  const { t } = useTranslation();
  const { androidAppUrl } = usePublicConfig();
  const showAndroidApp = Boolean(androidAppUrl) && isAndroid(navigator.userAgent);
  const highlights = [
    { text: t('onboarding.highlightExhibitors'), Icon: StoreIcon },
    { text: t('onboarding.highlightSchedule'), Icon: CalendarIcon },
    { text: t('onboarding.highlightProperties'), Icon: HomeIcon },
  ];

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-ink-950 text-white">
      <title>{`${t('onboarding.documentTitle')} · Vitrine`}</title>
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(217_181_108/0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(29_55_99/0.9),transparent_60%)]" />
      <header className="relative z-10 mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-5 py-5 sm:px-8">
        <Logo tone="light" />
        <LanguagePicker tone="dark" />
      </header>

      <main
        id="main-content"
        tabIndex={-1}
        className="relative z-10 mx-auto grid w-full max-w-6xl flex-1 items-center gap-12 px-5 pt-6 pb-12 focus:outline-none sm:px-8 lg:grid-cols-[1.1fr_0.9fr]"
      >
        <div className="max-w-xl">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-gold-400/30 bg-gold-400/10 px-3.5 py-1.5 text-xs font-semibold tracking-[0.12em] text-gold-300 uppercase">
            {t('onboarding.eyebrow')}
          </p>
          <h1 className="font-display text-[2.5rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-6xl">
            {t('onboarding.title')}
          </h1>
          <p className="mt-5 max-w-lg text-base leading-relaxed text-ink-200 sm:text-lg">
            {t('onboarding.tagline')}
          </p>

          <div className="mt-9 flex flex-col gap-3 sm:max-w-sm">
            <Link
              to="/auth/cadastrar"
              className={buttonClass({ variant: 'accent', size: 'lg', block: true })}
            >
              {t('onboarding.signUp')}
            </Link>
            <Link to="/auth/login" className={buttonClass({ variant: 'inverse', size: 'lg', block: true })}>
              {t('onboarding.login')}
            </Link>
            <Link
              to="/auth/login/guest"
              className="mt-1 self-center rounded-lg px-3 py-2 text-sm font-semibold text-gold-300 underline decoration-gold-400/40 underline-offset-4 transition-colors hover:text-gold-200 sm:self-start"
            >
              {t('onboarding.guest')}
            </Link>
          </div>

          {showAndroidApp && androidAppUrl && (
            <a
              href={androidAppUrl}
              className="mt-8 inline-flex items-center gap-3 rounded-2xl border border-white/15 bg-white/5 px-4 py-3 text-sm font-medium transition-colors hover:bg-white/10"
            >
              <AndroidIcon className="size-6 text-gold-300" />
              {t('onboarding.androidApp')}
            </a>
          )}
        </div>

        <div className="relative hidden lg:block">
          <Skyline className="mx-auto w-full max-w-md drop-shadow-2xl" />
          <ul className="absolute -start-6 bottom-10 space-y-3">
            {highlights.map(({ text, Icon }) => (
              <li
                key={text}
                className="flex items-center gap-3 rounded-2xl border border-white/10 bg-ink-900/80 px-4 py-3 text-sm font-medium shadow-lift backdrop-blur"
              >
                <span className="grid size-9 place-items-center rounded-xl bg-gold-400/15 text-gold-300">
                  <Icon className="size-5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>

        <ul className="flex flex-wrap gap-2 lg:hidden">
          {highlights.map(({ text, Icon }) => (
            <li
              key={text}
              className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-3 py-1.5 text-xs text-ink-200"
            >
              <Icon className="size-4 text-gold-300" />
              {text}
            </li>
          ))}
        </ul>
      </main>
      <footer className="relative z-10 px-5 pb-6 text-center text-xs text-ink-300 sm:px-8">
        <Link to="/politics" className="hover:text-white">
          {t('footer.privacy')}
        </Link>
      </footer>
    </div>
  );
}
