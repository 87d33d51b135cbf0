import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

function Probe({ follow }: { follow?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('0px', { follow });
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('stays false until the element comes into view, then stays true', () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const disconnect = jest.fn();
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      report = (entries) => callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
      return { observe: jest.fn(), disconnect } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('follows the element both ways when asked to, with one observer', () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const made = jest.fn();
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      made();
      report = (entries) => callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
      return { observe: jest.fn(), disconnect: jest.fn() } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    render(<Probe follow />);
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    // Several changes in one callback: the last one is where the element stands now.
    act(() => report([{ isIntersecting: false }, { isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('is true at once where IntersectionObserver does not exist', () => {
    // @ts-expect-error: a browser without it
    delete globalThis.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
