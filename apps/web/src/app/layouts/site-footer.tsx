import { limits } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useEvent } from '../../features/event/index.ts';
import { usePublicConfig } from '../../lib/config/use-public-config.ts';

const linkColumns = [
  {
    title: 'footer.event.title',
    links: [
      'footer.event.about',
      'footer.event.schedule',
      'footer.event.exhibitors',
      'footer.event.speakers',
    ],
  },
  {
    title: 'footer.company.title',
    links: [
      'footer.company.about',
      'footer.company.exhibit',
      'footer.company.sponsor',
      'footer.company.press',
    ],
  },
] as const;

/** The original client's footer: link columns (pages still being built), support contact, social, legal. */
export function SiteFooter() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const { data: event } = useEvent(config.defaultEventId);
  const social = [
    { id: 'instagram', url: event?.socialMedia.instagram, label: 'Instagram', Icon: InstagramIcon },
    { id: 'facebook', url: event?.socialMedia.facebook, label: 'Facebook', Icon: FacebookIcon },
  ].filter((item) => item.url);

  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed">{t('footer.tagline')}</p>
          {social.length > 0 && (
            <ul className="flex gap-2" aria-label={t('footer.social')}>
              {social.map(({ id, url, label, Icon }) => (
                <li key={id}>
                  <a
                    href={url ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="grid size-10 place-items-center rounded-full border border-white/15 text-white transition-colors hover:border-gold-400 hover:text-gold-300"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {linkColumns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="mb-4 text-xs font-semibold tracking-[0.14em] text-gold-400 uppercase">
              {t(column.title)}
            </h2>
            <ul className="space-y-2.5 text-sm">
              {column.links.map((link) => (
                <li key={link}>
                  <Link to="/construction" className="transition-colors hover:text-white">
                    {t(link)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-support" className="col-span-2 lg:col-span-1">
          <h2
            id="footer-support"
            className="mb-4 text-xs font-semibold tracking-[0.14em] text-gold-400 uppercase"
          >
            {t('footer.support.title')}
          </h2>
          <ul className="space-y-2.5 text-sm">
            {config.supportEmail && (
              <li>
                <a
                  href={`mailto:${config.supportEmail}`}
                  className="inline-flex items-center gap-2 break-all hover:text-white"
                >
                  <MailIcon className="size-4 shrink-0" />
                  {config.supportEmail}
                </a>
              </li>
            )}
            {config.supportPhone && (
              <li>
                <a
                  href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <PhoneIcon className="size-4 shrink-0" />
                  {config.supportPhone}
                </a>
              </li>
            )}
            <li>
              <Link to="/suport" className="hover:text-white">
                {t('footer.support.form')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year: limits.footerCopyrightYear })}</p>
          <Link to="/politics" className="font-medium text-ink-200 hover:text-white">
            {t('footer.privacy')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
