import { limits } from '@vitrine/contract';

export const codeLength = limits.verificationCodeLength;

export interface CodeState {
  digits: string[];
  /** The box that should hold focus next, or null to leave focus where it is. */
  focus: number | null;
}

export const emptyCode = (): string[] => Array.from({ length: codeLength }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Fills boxes from `start` with the digits of `text`; focus goes to the box after the last one. */
function fillFrom(digits: string[], start: number, text: string): CodeState {
  const next = [...digits];
  const chars = onlyDigits(text)
    .slice(0, codeLength - start)
    .split('');
  chars.forEach((char, offset) => {
    next[start + offset] = char;
  });
  if (chars.length === 0) return { digits, focus: null };
  return { digits: next, focus: Math.min(start + chars.length, codeLength - 1) };
}

/**
 * Typing into a box: a digit fills it and moves forward; several characters at once (autofill,
 * a paste the browser delivers as input) spread over the following boxes.
 */
export function enterInBox(digits: string[], index: number, value: string): CodeState {
  if (value === '') {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: null };
  }
  // The box already held a digit, so the browser hands us old + new: keep the newest one.
  const typed =
    value.length === 2 && digits[index] && value.startsWith(digits[index] ?? '') ? value.slice(1) : value;
  return fillFrom(digits, typed.length > 1 && onlyDigits(typed).length === codeLength ? 0 : index, typed);
}

/** Backspace in an empty box moves back one box; in a filled one it just clears the digit. */
export function backspaceInBox(digits: string[], index: number): CodeState {
  if (digits[index]) {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  return { digits, focus: index > 0 ? index - 1 : null };
}

/** A pasted whole code fills every box, wherever it was pasted. */
export function pasteInBox(digits: string[], index: number, text: string): CodeState {
  const pasted = onlyDigits(text);
  return fillFrom(digits, pasted.length >= codeLength ? 0 : index, pasted);
}

export const isComplete = (digits: string[]) => digits.every((digit) => /^\d$/.test(digit));
