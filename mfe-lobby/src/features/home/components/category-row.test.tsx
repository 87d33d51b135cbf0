import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { getQueryClient, SiteQueryProvider } from '@site/shared';
import { callsTo, fakeApi, pending, type FakeCall, type FakeHandler } from '@site/shared/testing';
import { i18n } from '../../../app/i18n';
import { makeGame } from '../../../test-utils/api-fixtures';
import { ROUTES } from '../../../test-utils/routes';
import { CategoryRow } from './category-row';

/** A stand-in IntersectionObserver the test drives: `report` says whether the row is near view. */
function fakeObserver() {
  const seen: { report: (near: boolean) => void; margin?: string } = { report: () => undefined };
  globalThis.IntersectionObserver = jest.fn(
    (callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      seen.margin = options?.rootMargin;
      seen.report = (near) =>
        callback([{ isIntersecting: near } as IntersectionObserverEntry], {} as IntersectionObserver);
      return { observe: jest.fn(), disconnect: jest.fn() } as unknown as IntersectionObserver;
    },
  ) as unknown as typeof IntersectionObserver;
  return seen;
}

function renderRow(answer: FakeHandler): { calls: FakeCall[]; section: () => HTMLElement } {
  getQueryClient().clear();
  const calls = fakeApi({ [ROUTES.gameList]: answer });
  const { container } = render(
    <SiteQueryProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <CategoryRow routeKey="rng" gameType="RNG" onPlay={() => undefined} />
        </MemoryRouter>
      </I18nextProvider>
    </SiteQueryProvider>,
  );
  return { calls, section: () => container.querySelector('section') as HTMLElement };
}

describe('CategoryRow', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('shows its heading at once, and asks for its games and shows their cards only once it comes near view', async () => {
    const observer = fakeObserver();
    const { calls, section } = renderRow(() => ({
      value: { games: [makeGame(1), makeGame(2), makeGame(3)], totalPages: 1 },
    }));
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See more Slots' })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    // Far from view: no call, and the empty grid keeps a height (lobby.css), so the rows below stay apart.
    expect(callsTo(calls, ROUTES.gameList)).toHaveLength(0);
    expect(section()).toHaveClass('lobby-row--far');
    expect(observer.margin).toBe('600px');

    act(() => observer.report(true));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(callsTo(calls, ROUTES.gameList)[0]?.params).toEqual(
      expect.objectContaining({ gameType: 'RNG', pageSize: 12, pageNo: 1 }),
    );
    expect(section()).not.toHaveClass('lobby-row--far');
  });

  it('keeps its waiting height after coming near until its games arrive, so the rows below stay far', async () => {
    const observer = fakeObserver();
    const { calls, section } = renderRow(pending);
    act(() => observer.report(true));
    await waitFor(() => expect(callsTo(calls, ROUTES.gameList)).toHaveLength(1));
    expect(section()).toHaveClass('lobby-row--far');
  });

  it('shows a failed answer in the row with a retry that asks again', async () => {
    // Without IntersectionObserver (jsdom's own) a row counts as near at once.
    const answers = [{ status: 500, code: 'INTERNAL' }, { value: { games: [makeGame(7)], totalPages: 1 } }];
    const { calls } = renderRow(() => answers.shift() ?? {});
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('Games could not be loaded');
    await userEvent.setup().click(retry);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(calls, ROUTES.gameList)).toHaveLength(2);
  });
});
