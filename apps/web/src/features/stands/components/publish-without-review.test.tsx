import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch.ts';
import { renderScreen } from '../../../test/render.tsx';
import { PublishWithoutReview } from './publish-without-review.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('PublishWithoutReview', () => {
  it("turns on publishing the OWNER's edits without review and says so", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, { exhibitorId: 7, publishWithoutReview: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<PublishWithoutReview exhibitorId={7} current={false} />);
    const toggle = screen.getByRole('switch', { name: 'Publicar sem revisão' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/entram no ar na hora/);
    await user.click(toggle);
    expect(await screen.findByText(/^Ativado/)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/exhibitor\/7\/review$/);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ publishWithoutReview: true });
  });

  it('stays off and says why when the change fails', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(500, { code: 'INTERNAL', message: 'x', args: [] })),
    );
    renderScreen(<PublishWithoutReview exhibitorId={7} current={false} />);
    const toggle = screen.getByRole('switch', { name: 'Publicar sem revisão' });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Não foi possível mudar a revisão/);
    expect(toggle).not.toBeChecked();
  });
});
