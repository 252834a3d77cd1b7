import type { SocialMedia } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, GlobeIcon, InstagramIcon } from './icons.tsx';

const networks = [
  { key: 'site', name: null, Icon: GlobeIcon },
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', name: 'LinkedIn', Icon: null },
  { key: 'spotify', name: 'Spotify', Icon: null },
  { key: 'youtube', name: 'YouTube', Icon: null },
  { key: 'twitter', name: 'X (Twitter)', Icon: null },
] as const;

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/** Site and social links, only those the record has ("shown only when present", as the original client). */
export function SocialLinks({
  socialMedia,
  className = '',
}: {
  socialMedia: SocialMedia;
  className?: string;
}) {
  const { t } = useTranslation();
  const links = networks.flatMap((network) => {
    const href = socialMedia[network.key]?.trim();
    return href && isWebAddress(href) ? [{ ...network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {links.map(({ key, name, Icon, href }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center gap-2 rounded-full border border-ink-200 bg-white px-4 text-sm font-medium text-ink-800 hover:border-ink-300 hover:bg-ink-50"
          >
            {Icon && <Icon className="size-4 text-gold-700" />}
            {name ?? t('social.site')}
            <span className="sr-only">{t('common.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A wa.me link from the number (or link) stored as the producer's WhatsApp. */
export function whatsappUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (isWebAddress(text)) return text;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}
