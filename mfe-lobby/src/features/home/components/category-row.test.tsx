import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../../../app/i18n';
import { makeGame } from '../../../test-utils/api-fixtures';
import { CategoryRow } from './category-row';

describe('CategoryRow', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('shows its heading at once, and its cards only once the row comes near view', () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    let margin: string | undefined;
    globalThis.IntersectionObserver = jest.fn(
      (callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
        margin = options?.rootMargin;
        report = (entries) => callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
        return { observe: jest.fn(), disconnect: jest.fn() } as unknown as IntersectionObserver;
      },
    ) as unknown as typeof IntersectionObserver;
    const games = [makeGame(1), makeGame(2), makeGame(3)];
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <CategoryRow routeKey="rng" games={games} onPlay={() => undefined} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See more Slots' })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    // The empty grid keeps a height while it waits (lobby.css), so the rows below stay apart.
    expect(container.querySelector('section')).toHaveClass('lobby-row--far');
    expect(margin).toBe('600px');

    act(() => report([{ isIntersecting: true }]));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(container.querySelector('section')).not.toHaveClass('lobby-row--far');
  });
});
