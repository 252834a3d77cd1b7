import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackAnalytics } from './analytics.ts';
import { usePageView, usePageViews } from './use-page-views.ts';

vi.mock('./analytics.ts', () => ({ startAnalytics: vi.fn(), trackAnalytics: vi.fn() }));

function Layout({ eventId }: { eventId?: number }) {
  usePageViews();
  usePageView({ eventId });
  return null;
}

const visit = (path: string, eventId?: number) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <Layout eventId={eventId} /> }], {
        initialEntries: [path],
      })}
    />,
  );

afterEach(() => vi.mocked(trackAnalytics).mockClear());

describe('page views', () => {
  it('counts a plain page once, without ids', () => {
    visit('/suport');
    expect(vi.mocked(trackAnalytics).mock.calls).toEqual([[{ type: 'page_view', path: '/suport' }]]);
  });

  it('counts an event page once, naming the event for the producer summary', () => {
    visit('/event/4', 4);
    expect(vi.mocked(trackAnalytics).mock.calls).toEqual([
      [{ type: 'page_view', path: '/event/4', eventId: 4, exhibitorId: undefined }],
    ]);
  });
});
