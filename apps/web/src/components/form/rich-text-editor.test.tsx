import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { RichTextField } from './rich-text-field.tsx';

// ProseMirror measures the selection to scroll it into view; jsdom has no layout for ranges.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      id="about"
      label="Descrição"
      required
      value={value}
      error={value ? undefined : 'Preencha este campo.'}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

describe('RichTextField', { timeout: 20_000 }, () => {
  it('shows a labelled textarea until the editor chunk loads, then the labelled tiptap editor', async () => {
    renderScreen(<Harness initial="<p>Olá <strong>mundo</strong></p>" onChange={() => {}} />);
    // First paint: the fallback, already usable.
    expect(screen.getByRole('textbox', { name: /^Descrição/ }).tagName).toBe('TEXTAREA');

    const toolbar = await screen.findByRole('toolbar', { name: 'Formatação do texto' }, { timeout: 10_000 });
    const editor = screen.getByRole('textbox', { name: /^Descrição/ });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor.innerHTML).toContain('<strong>mundo</strong>');
    await userEvent.setup().click(screen.getByText('Descrição'));
    expect(editor).toHaveFocus();
    const names = [...toolbar.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Negrito',
      'Itálico',
      'Cabeçalho de seção',
      'Cabeçalho de subseção',
      'Lista com marcadores',
      'Lista numerada',
      'Link',
    ]);
  });

  it('has a keyboard toolbar (one tab stop, arrow keys) whose buttons format the text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderScreen(<Harness initial="<p>texto</p>" onChange={onChange} />);
    const bold = await screen.findByRole('button', { name: 'Negrito' }, { timeout: 10_000 });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Itálico' })).toHaveAttribute('tabindex', '-1');

    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Itálico' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bold).toHaveFocus();

    // Whole paragraph to a heading: the change reaches the form as HTML.
    await user.click(screen.getByRole('button', { name: 'Cabeçalho de seção' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^<h2>texto<\/h2>/)));
    expect(screen.getByRole('button', { name: 'Cabeçalho de seção' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('marks the editor invalid with its error as description', async () => {
    renderScreen(<Harness initial="" onChange={() => {}} />);
    await screen.findByRole('toolbar', {}, { timeout: 10_000 });
    const editor = screen.getByRole('textbox', { name: /^Descrição/ });
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription('Preencha este campo.');
  });

  it('takes values set from outside (edit prefill, reset) even when tiptap recreates its editor', async () => {
    const user = userEvent.setup();
    function Prefill() {
      const [value, setValue] = useState('');
      return (
        <>
          <button type="button" onClick={() => setValue('<p>dois</p>')}>
            prefill
          </button>
          <RichTextField id="about" label="Descrição" value={value} onChange={setValue} />
        </>
      );
    }
    // StrictMode mounts twice: tiptap destroys its first editor and builds another.
    renderScreen(
      <StrictMode>
        <Prefill />
      </StrictMode>,
    );
    await screen.findByRole('toolbar', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'prefill' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveTextContent('dois'));
    expect(screen.getByRole('toolbar')).toBeInTheDocument();
  });
});
