import '../../shared/jest.setup.cjs';

// jsdom has no PointerEvent; the modal's drag handle and swiper expect one.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
}
window.scrollTo = () => undefined;

// jsdom has no matchMedia (swiper breakpoints, reduced-motion checks): report "no match".
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The QueryClient is one per page (a shared singleton): empty its cache so answers cached by one
// test are not served to the next.
afterEach(() => {
  const { getQueryClient } = jest.requireActual<typeof import('@site/shared')>('@site/shared');
  getQueryClient().clear();
});
