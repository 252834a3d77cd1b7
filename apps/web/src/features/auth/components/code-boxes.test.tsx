import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
