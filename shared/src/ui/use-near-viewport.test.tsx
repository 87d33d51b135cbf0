import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
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

  it('is true at once where IntersectionObserver does not exist', () => {
    // @ts-expect-error: a browser without it
    delete globalThis.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
