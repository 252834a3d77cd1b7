import { MailIcon, PhoneIcon } from '../../../components/ui/icons.tsx';

/** A property's contact is a phone number or an e-mail address; show the matching icon. */
export function ContactIcon({ contact, className }: { contact: string; className: string }) {
  return contact.includes('@') ? <MailIcon className={className} /> : <PhoneIcon className={className} />;
}
