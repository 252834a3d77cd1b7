import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { whatsappUrl } from '../../../components/ui/social-links.tsx';

/** 'Fale com o Produtor': WhatsApp when the producer left a number, otherwise a disabled button saying why. */
export function ContactProducer({ whatsapp }: { whatsapp: string | null }) {
  const { t } = useTranslation();
  const href = whatsappUrl(whatsapp);
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'accent' })}>
        <MessageIcon className="size-4" />
        {t('event.details.contactProducer')}
        <span className="sr-only">{t('common.newTab')}</span>
      </a>
    );
  }
  return (
    <div className="space-y-1">
      <button
        type="button"
        disabled
        aria-describedby="contact-producer-reason"
        className={buttonClass({ variant: 'outline', className: 'cursor-not-allowed opacity-60' })}
      >
        <MessageIcon className="size-4" />
        {t('event.details.contactProducer')}
      </button>
      <p id="contact-producer-reason" className="text-xs text-ink-500">
        {t('event.details.noContact')}
      </p>
    </div>
  );
}
