import { describe, expect, it } from 'vitest';
import { backspaceInBox, emptyCode, enterInBox, isComplete, pasteInBox } from './code-focus.ts';

describe('code boxes', () => {
  it('moves forward after a digit', () => {
    expect(enterInBox(emptyCode(), 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
  });

  it('stays on the last box after its digit', () => {
    const digits = ['1', '2', '3', '4', '5', ''];
    expect(enterInBox(digits, 5, '6')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });

  it('ignores letters', () => {
    expect(enterInBox(emptyCode(), 2, 'a')).toEqual({ digits: emptyCode(), focus: null });
  });

  it('replaces a digit typed over another', () => {
    const digits = ['7', '', '', '', '', ''];
    expect(enterInBox(digits, 0, '79').digits[0]).toBe('9');
  });

  it('goes back on backspace in an empty box', () => {
    const digits = ['1', '2', '', '', '', ''];
    expect(backspaceInBox(digits, 2)).toEqual({ digits, focus: 1 });
  });

  it('clears a filled box on backspace and stays', () => {
    expect(backspaceInBox(['1', '2', '', '', '', ''], 1)).toEqual({
      digits: ['1', '', '', '', '', ''],
      focus: 1,
    });
  });

  it('does not move before the first box', () => {
    expect(backspaceInBox(emptyCode(), 0).focus).toBeNull();
  });

  it('fills all boxes from a pasted code, wherever it lands', () => {
    expect(pasteInBox(emptyCode(), 3, ' 123-456 ')).toEqual({
      digits: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
  });

  it('fills from the box when fewer digits are pasted', () => {
    expect(pasteInBox(emptyCode(), 2, '98')).toEqual({ digits: ['', '', '9', '8', '', ''], focus: 4 });
  });

  it('spreads an autofilled code typed into the first box', () => {
    expect(enterInBox(emptyCode(), 0, '654321').digits.join('')).toBe('654321');
  });

  it('knows when the code is complete', () => {
    expect(isComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});
