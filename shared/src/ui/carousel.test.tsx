import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Carousel } from './carousel';
import { WithI18n } from './test-i18n';

// jsdom lays nothing out: the track gets a geometry by hand (three 100 px items, 10 px apart, 210 px visible).
function layOut(track: HTMLElement, scrollLeft = 0) {
  const geometry = { clientWidth: 210, scrollWidth: 320, scrollLeft };
  for (const [name, value] of Object.entries(geometry))
    Object.defineProperty(track, name, { configurable: true, get: () => value });
  (track.firstElementChild as HTMLElement).getBoundingClientRect = () => ({ width: 100 }) as DOMRect;
  track.style.columnGap = '10px';
  const scrollBy = jest.fn();
  const scrollTo = jest.fn();
  Object.assign(track, { scrollBy, scrollTo });
  return { scrollBy, scrollTo };
}

const ITEMS = ['a', 'b', 'c'];

function renderCarousel(props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) {
  render(
    <WithI18n>
      <Carousel
        label="Things"
        items={ITEMS}
        itemKey={(x) => x}
        renderItem={(x) => <span>{x}</span>}
        {...props}
      />
    </WithI18n>,
  );
  const region = screen.getByRole('group', { name: 'Things' });
  return { region, track: region.querySelector('ul') as HTMLElement };
}

describe('Carousel', () => {
  afterEach(() => jest.useRealTimers());

  it('lists every item in a group named and described as a carousel', () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(ITEMS);
  });

  it('moves one item (width + gap) per arrow press, backwards in the writing direction', async () => {
    const { track } = renderCarousel({ arrows: true });
    const { scrollBy } = layOut(track, 50);
    fireEvent.scroll(track);
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    await waitFor(() => expect(previous).toBeEnabled());
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 110 }));
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -110 }));
  });

  it('disables the arrow of an end it has reached when it does not loop', async () => {
    const { track } = renderCarousel({ arrows: true });
    layOut(track, 0);
    fireEvent.scroll(track);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    layOut(track, 110);
    fireEvent.scroll(track);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  });

  it('shows the trailing item after the items only, never alone', () => {
    const view = render(
      <WithI18n>
        <Carousel
          label="Empty"
          items={[] as string[]}
          itemKey={(x) => x}
          renderItem={(x) => x}
          trailing={<a href="/more">More</a>}
        />
      </WithI18n>,
    );
    expect(screen.queryByRole('link', { name: 'More' })).toBeNull();
    view.unmount();
    renderCarousel({ trailing: <a href="/more">More</a> });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...ITEMS, 'More']);
  });

  it('autoplays one item at a time, back to the first at the end when it loops, and holds while pointed at', () => {
    jest.useFakeTimers();
    const { region, track } = renderCarousel({ autoplayMs: 2000, loop: true });
    const { scrollBy, scrollTo } = layOut(track);
    act(() => jest.advanceTimersByTime(2000));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(6000));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(region);
    const atEnd = layOut(track, 110); // at the end: 110 + 210 = 320
    act(() => jest.advanceTimersByTime(2000));
    expect(atEnd.scrollBy).not.toHaveBeenCalled();
    expect(atEnd.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 0 }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not autoplay under "reduce motion"', () => {
    jest.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      const { track } = renderCarousel({ autoplayMs: 2000, loop: true });
      const { scrollBy, scrollTo } = layOut(track);
      act(() => jest.advanceTimersByTime(10_000));
      expect(scrollBy).not.toHaveBeenCalled();
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = original;
    }
  });

  it('has one dot per item that scrolls to its item and marks it current', () => {
    const { track } = renderCarousel({ dots: true });
    const { scrollTo } = layOut(track);
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 220 }));
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });
});
