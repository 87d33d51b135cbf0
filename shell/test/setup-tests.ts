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

// The shell's component tests fake the API at the HTTP client: the calls marked E (login, registration, passwords)
// go there as plain JSON, as they do to a development server (ENCRYPTED_CALLS_PLAINTEXT). Sealing and opening have
// their own tests (shared/src/api/encrypted-send.test.ts, server/test/encrypted-calls, e2e shell/encrypted-login).
jest.mock('../../shared/src/api/encrypted-send', () => ({
  sendEncrypted: async (
    client: import('axios').AxiosInstance,
    config: import('axios').AxiosRequestConfig,
  ): Promise<{ status: number; body: unknown }> => {
    const response = await client.request<unknown>(config);
    return { status: response.status, body: response.data };
  },
}));
