import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { backspaceInBox, type CodeState, enterInBox, pasteInBox } from '../lib/code-focus.ts';

interface CodeBoxesProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  legend: string;
  invalid?: boolean;
}

/** Six one-digit boxes; the focus rules live in code-focus.ts, this only wires the DOM. */
export function CodeBoxes({ digits, onChange, legend, invalid }: CodeBoxesProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const apply = ({ digits: next, focus }: CodeState) => {
    if (next !== digits) onChange(next);
    if (focus !== null) boxes.current[focus]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceInBox(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteInBox(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-ink-800">{legend}</legend>
      <div className="flex justify-between gap-2 sm:gap-3">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('auth.code.digit', { position: index + 1, total: digits.length })}
            aria-invalid={invalid || undefined}
            onChange={(event) => apply(enterInBox(digits, index, event.target.value))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
            className="aspect-square w-full min-w-0 max-w-16 rounded-2xl border-2 border-ink-200 bg-white text-center text-2xl font-semibold text-ink-950 shadow-xs transition-colors focus:border-gold-500 focus:outline-none aria-[invalid=true]:border-danger-700"
          />
        ))}
      </div>
    </fieldset>
  );
}
