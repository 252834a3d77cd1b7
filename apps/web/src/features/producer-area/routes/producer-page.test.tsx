import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorageKey } from '../../../lib/session/session-store.ts';
import { jsonResponse } from '../../../test/fetch.ts';
import { eventsPage, mockApi, sampleEvent } from '../../../test/producer-api-mock.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import type { FormKind, ProducerFormProps } from '../../content/index.ts';
import { ProducerPage } from './producer-page.tsx';

// The forms have their own tests; here one only answers as a saved exhibitor of event 7 (id 3) would.
vi.mock('../../content/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../content/index.ts')>()),
  ProducerForm: ({ kind, eventId, onDone }: ProducerFormProps & { kind: FormKind }) => (
    <button type="button" onClick={() => onDone({ id: 3, eventId: 7 }, 7)}>
      save {kind} for {eventId}
    </button>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

describe('ProducerPage', () => {
  it("opens the new exhibitor's event after 'Criar Expositor', not an event with the exhibitor's id", async () => {
    const events = [sampleEvent({ id: 1 }), sampleEvent({ id: 3, title: 'Outro' }), sampleEvent({ id: 7 })];
    mockApi({
      'GET /api/event': () => jsonResponse(200, eventsPage(events)),
      'GET /api/user': () =>
        jsonResponse(200, { content: [], totalElements: 0, totalPages: 0, page: 0, size: 1 }),
    });
    const user = userEvent.setup();
    const { router } = renderScreen(<ProducerPage />, {
      path: '/area-produtor?section=create-exhibitor&event=1',
    });
    await user.click(await screen.findByRole('button', { name: 'save exhibitor for 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=my-events&event=7'));
    expect(screen.getByText('Expositor criado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver evento' }));
    expect(router.state.location.pathname).toBe('/event/7');
  });

  it("shows a MODERATOR 'Moderação' alone in the navigation, with what awaits as a badge", async () => {
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 2, role: 'MODERATOR', name: 'Mara' }));
    mockApi({
      'GET /api/moderation/queue': () =>
        jsonResponse(200, { counts: { analysis: 1, held: 1, reported: 1 }, items: [] }),
    });
    renderScreen(<ProducerPage />, { path: '/area-produtor?section=moderation' });
    const navigation = screen.getByRole('navigation', { name: 'Menu do produtor' });
    expect(await within(navigation).findByText('3 itens aguardando')).toBeInTheDocument();
    expect(
      within(navigation)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Moderação3 3 itens aguardando', 'Sair']);
  });
});
