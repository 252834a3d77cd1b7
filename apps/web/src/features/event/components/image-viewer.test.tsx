import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { ImageViewer } from './image-viewer.tsx';

describe('ImageViewer', () => {
  it('fills the screen with the picture, on an opaque backdrop', async () => {
    renderScreen(
      <ImageViewer
        images={['/api/media/a-655.webp', '/api/media/b-655.webp']}
        startIndex={0}
        onClose={() => {}}
        label={(index) => `Imagem ${index + 1}`}
        title="Salão"
        returnFocusTo={createRef<HTMLElement>()}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    // Sized to its slide, not to the small variant's own width (max sizes only ever shrink).
    expect(within(dialog).getByRole('img', { name: 'Imagem 1' })).toHaveClass('size-full', 'object-contain');
    // Nothing of the page shows through.
    expect(dialog).toHaveClass('bg-ink-950');
    expect(document.querySelector('[data-state="open"].fixed.inset-0:not([role="dialog"])')).toHaveClass(
      'bg-ink-950',
    );
  });
});
