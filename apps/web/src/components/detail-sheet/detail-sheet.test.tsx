import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DetailSheet } from './detail-sheet.tsx';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <DetailSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Convite #3"
        description="Enviado a ana@example.com"
        fields={[
          { term: 'Evento', value: 'Feira de Outono' },
          { term: 'Perfil', value: 'Atendente', termHidden: true },
        ]}
        actions={<button type="button">Reenviar</button>}
      >
        <p>Mais</p>
      </DetailSheet>
    </>
  );
}

describe('DetailSheet', () => {
  it('is a dialog named by its title and description, with the fields as a description list', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Convite #3' });
    expect(dialog).toHaveAccessibleDescription('Enviado a ana@example.com');
    const terms = dialog.querySelectorAll('dl > div > dt');
    expect([...terms].map((term) => term.textContent)).toEqual(['Evento', 'Perfil']);
    expect(terms[1]).toHaveClass('sr-only');
    expect(dialog.querySelector('dl dd')).toHaveTextContent('Feira de Outono');
    expect(screen.getByRole('button', { name: 'Reenviar' })).toBeInTheDocument();
  });

  it('keeps the focus inside, closes on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
