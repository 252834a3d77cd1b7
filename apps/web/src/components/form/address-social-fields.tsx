import { useTranslation } from 'react-i18next';
import { FormSection, Input } from './form-fields.tsx';
import type { FormApi } from './use-producer-form.ts';

export const addressKeys = ['road', 'number', 'city', 'state', 'zipCode', 'complement'] as const;
export const socialKeys = [
  'site',
  'facebook',
  'instagram',
  'linkedin',
  'spotify',
  'youtube',
  'twitter',
] as const;

/** Address block; the number falls back to 'S/N' on the server when blank. */
export function AddressFields({ form, required = true }: { form: FormApi; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('producerForms.sections.address')}>
      <Input form={form} name="address.road" label={t('producerForms.address.road')} required={required} />
      <Input
        form={form}
        name="address.number"
        label={t('producerForms.address.number')}
        placeholder="S/N"
        hint={t('producerForms.address.numberHint')}
      />
      <Input form={form} name="address.city" label={t('producerForms.address.city')} required={required} />
      <Input form={form} name="address.state" label={t('producerForms.address.state')} required={required} />
      <Input
        form={form}
        name="address.zipCode"
        label={t('producerForms.address.zipCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        required={required}
      />
      <Input form={form} name="address.complement" label={t('producerForms.address.complement')} />
    </FormSection>
  );
}

const socialLabels = {
  site: 'producerForms.social.site',
  facebook: 'producerForms.social.facebook',
  instagram: 'producerForms.social.instagram',
  linkedin: 'producerForms.social.linkedin',
  spotify: 'producerForms.social.spotify',
  youtube: 'producerForms.social.youtube',
  twitter: 'producerForms.social.twitter',
} as const;

/** Social links (http(s) only, checked by the contract) and a WhatsApp number. */
export function SocialFields({ form, prefix }: { form: FormApi; prefix: string }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('producerForms.sections.social')}>
      <Input
        form={form}
        name={`${prefix}.whatsapp`}
        label={t('producerForms.social.whatsapp')}
        type="tel"
        inputMode="tel"
        placeholder="+55 11 90000-0000"
      />
      {socialKeys.map((key) => (
        <Input
          key={key}
          form={form}
          name={`${prefix}.${key}`}
          label={t(socialLabels[key])}
          type="url"
          placeholder="https://"
        />
      ))}
    </FormSection>
  );
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The address of the request, or null when the optional block was left blank. */
export function addressOf(values: Record<string, string>, optional = false) {
  const address = Object.fromEntries(addressKeys.map((key) => [key, values[`address.${key}`]?.trim() ?? '']));
  if (optional && addressKeys.every((key) => !address[key])) return null;
  return { ...address, complement: blankToNull(address.complement) };
}

export function socialOf(values: Record<string, string>, prefix: string) {
  return Object.fromEntries(
    ['whatsapp', ...socialKeys].map((key) => [key, blankToNull(values[`${prefix}.${key}`])]),
  );
}

interface AddressLike {
  road?: string;
  number?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  complement?: string | null;
}

/** Form values of a saved address and social links (edit mode). */
export function addressValues(address: AddressLike | null | undefined): Record<string, string> {
  return Object.fromEntries(addressKeys.map((key) => [`address.${key}`, address?.[key] ?? '']));
}

export function socialValues(
  social: Record<string, string | null> | null | undefined,
  prefix: string,
): Record<string, string> {
  return Object.fromEntries(
    ['whatsapp', ...socialKeys].map((key) => [`${prefix}.${key}`, social?.[key] ?? '']),
  );
}
