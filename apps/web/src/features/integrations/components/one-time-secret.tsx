import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

interface SecretFieldProps {
  label: string;
  value: string;
  /** Under the field: that it will not be shown again, how long an old one still signs... */
  hint?: React.ReactNode;
}

/**
 * A key or secret to copy: read-only, monospace, with 'Copiar'. Where the clipboard is refused
 * (an insecure origin, a denied permission) the text is selected for Ctrl+C instead.
 */
export function SecretField({ label, value, hint }: SecretFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'select' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopied('select');
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          ref={input}
          readOnly
          value={value}
          spellCheck={false}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-xl sm:flex-1 border border-ink-200 bg-ink-50 px-3 font-mono text-xs text-ink-900 focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-400/70"
        />
        <Button variant="outline" onClick={() => void copy()}>
          {t('producer.integrations.copy')}
        </Button>
      </div>
      <p role="status" className="text-xs font-medium text-ink-600">
        {copied === 'copied' && t('producer.integrations.copied')}
        {copied === 'select' && t('producer.integrations.copySelect')}
      </p>
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </div>
      )}
    </div>
  );
}
