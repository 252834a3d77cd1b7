import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyCode } from '../lib/code-focus.ts';
import { CodeBoxes } from './code-boxes.tsx';

function Harness() {
  const [digits, setDigits] = useState(emptyCode);
  return <CodeBoxes digits={digits} onChange={setDigits} legend="Código de verificação" />;
}

const boxes = () => screen.getAllByRole('textbox');

describe('CodeBoxes', () => {
  it('moves forward on entry and back on backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[1]).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2] as HTMLElement);
    await user.paste('482913');
    expect(
      boxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe('482913');
    expect(boxes()[5]).toHaveFocus();
  });

  it('names each box for screen readers', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Código de verificação' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dígito 3 de 6' })).toBeInTheDocument();
  });
});

describe('CodeBoxes submitting', () => {
  function Submitting({ onComplete }: { onComplete: (digits: string[]) => void }) {
    const [digits, setDigits] = useState(emptyCode);
    return <CodeBoxes digits={digits} onChange={setDigits} onComplete={onComplete} legend="Código" />;
  }

  it('submits a pasted six-digit code at once', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Submitting onComplete={onComplete} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('12 34 56');
    expect(onComplete).toHaveBeenCalledWith(['1', '2', '3', '4', '5', '6']);
  });

  it('does not submit while typing digit by digit', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Submitting onComplete={onComplete} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('123456');
    expect(boxes()[5]).toHaveValue('6');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('does not submit a partial paste', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Submitting onComplete={onComplete} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('123');
    expect(boxes()[3]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });
});
