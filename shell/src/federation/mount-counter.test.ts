import { countMount, flushMounts, resetMountCounter } from './mount-counter';

describe('mount counter', () => {
  const fetchMock = jest.fn(() => Promise.resolve(new Response(null)));
  beforeEach(() => {
    resetMountCounter();
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('counts each remote version once per page and sends one batch', () => {
    countMount('mfe_lobby', 'v1');
    countMount('mfe_lobby', 'v1');
    countMount('mfe_lottery', 'l1');
    countMount('mfe_member', '');
    flushMounts();
    flushMounts();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/telemetry/mounts');
    expect(JSON.parse(String(init.body))).toEqual({
      mounts: [
        { remote: 'mfe_lobby', version: 'v1' },
        { remote: 'mfe_lottery', version: 'l1' },
      ],
    });
  });
});
