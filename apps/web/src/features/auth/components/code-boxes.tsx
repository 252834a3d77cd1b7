import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { backspaceInBox, type CodeState, enterInBox, isComplete, pasteInBox } from '../lib/code-focus.ts';

interface CodeBoxesProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  legend: string;
  invalid?: boolean;
  /** Called when a paste or an autofill completes the code at once, to submit it. */
  onComplete?: (digits: string[]) => void;
  /** Id of the text that explains the current problem, for screen readers. */
  describedBy?: string;
}

/** Six one-digit boxes; the focus rules live in code-focus.ts, this only wires the DOM. */
export function CodeBoxes({ digits, onChange, legend, invalid, onComplete, describedBy }: CodeBoxesProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const apply = ({ digits: next, focus }: CodeState, wholeCode = false) => {
    if (next !== digits) onChange(next);
    if (focus !== null) boxes.current[focus]?.focus();
    if (wholeCode && next !== digits && isComplete(next)) onComplete?.(next);
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
    apply(pasteInBox(digits, index, event.clipboardData.getData('text')), true);
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
            aria-describedby={describedBy}
            onChange={(event) => {
              const { value } = event.target;
              // More than one digit at once is an autofilled or browser-pasted code.
              apply(enterInBox(digits, index, value), value.replace(/\D/g, '').length > 2);
            }}
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
