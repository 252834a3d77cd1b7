import { screen } from '@testing-library/react';
import type { Speaker } from '@vitrine/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { SpeakerDetail } from './speaker-detail.tsx';

const speaker: Speaker = {
  id: 5,
  name: 'Beatriz Okamoto',
  company: 'Cooperativa Teto Seguro',
  office: 'Diretora de crédito imobiliário',
  description: '<p>Crédito.</p>',
  profilePicture: null,
};

describe('SpeakerDetail', () => {
  it("brings its top ('Voltar', the photo) into view below the sticky menu, then focuses the name", async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderScreen(<SpeakerDetail speaker={speaker} onBack={() => {}} />);
    const name = await screen.findByRole('heading', { name: 'Beatriz Okamoto' });
    const article = name.closest('article') as HTMLElement;
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts).toContain(article);
    // Its scroll margin keeps the top clear of the 64 px sticky menu.
    expect(article).toHaveClass('scroll-mt-24');
    expect(article).toContainElement(screen.getByRole('button', { name: 'Voltar' }));
    expect(name).toHaveFocus();
  });
});
