import { useTranslation } from 'react-i18next';
import { MailIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { SupportForm } from '../components/support-form.tsx';

/** /suport in the site and /auth/fale-conosco beside the sign-in screens. */
export function SupportPage() {
  const { t } = useTranslation();
  const { supportEmail, supportPhone } = usePublicConfig();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${t('support.title')} · Vitrine`}</title>
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <section className="rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-9">
          <p className="mb-2 text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
            {t('support.title')}
          </p>
          <h1 className="mb-8 font-display text-2xl leading-snug font-semibold text-ink-950 sm:text-3xl">
            {t('support.heading')}
          </h1>
          <SupportForm />
        </section>
        {(supportEmail || supportPhone) && (
          <aside
            aria-labelledby="support-channels"
            className="h-fit rounded-3xl bg-ink-900 p-6 text-ink-200 sm:p-7"
          >
            <h2 id="support-channels" className="mb-4 font-semibold text-white">
              {t('support.otherChannels')}
            </h2>
            <ul className="space-y-3 text-sm">
              {supportEmail && (
                <li>
                  <a
                    href={`mailto:${supportEmail}`}
                    className="flex items-center gap-3 break-all hover:text-white"
                  >
                    <MailIcon className="size-5 shrink-0 text-gold-400" />
                    {supportEmail}
                  </a>
                </li>
              )}
              {supportPhone && (
                <li>
                  <a
                    href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}
                    className="flex items-center gap-3 hover:text-white"
                  >
                    <PhoneIcon className="size-5 shrink-0 text-gold-400" />
                    {supportPhone}
                  </a>
                </li>
              )}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}
