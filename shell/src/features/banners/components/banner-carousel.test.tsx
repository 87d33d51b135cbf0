import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, ok, type MockReply } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { bannerAction } from '../lib/banner-link';
import { BannerCarousel } from './banner-carousel';

const banner = (id: number, patch: object = {}) => ({
  bannerId: id,
  url: `/wps/assets/banners/${id}.svg`,
  linkageType: 'NONE',
  linkage: null,
  groupName: 'home',
  title: `Banner ${id}`,
  ...patch,
});

describe('BannerCarousel', () => {
  it('shows a default image for an empty w_reg group', async () => {
    const h = mockHttp({ 'GET /wps/system/banners': () => ok([]) });
    renderWithShell(<BannerCarousel group="w_reg" />);
    const img = await screen.findByRole('img', { name: 'Join us' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    h.restore();
  });

  it('shows nothing for an empty ordinary group', async () => {
    const h = mockHttp({ 'GET /wps/system/banners': () => ok([]) });
    renderWithShell(<BannerCarousel group="live" />);
    await waitFor(() => expect(h.calls).toHaveLength(1));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    h.restore();
  });

  it("keeps the page's frame of its banners until it draws them, then takes it away", async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const h = mockHttp({
      'GET /wps/system/banners': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    const frame = document.createElement('div');
    frame.id = 'boot-frame';
    document.body.prepend(frame);
    renderWithShell(<BannerCarousel group="home" />);
    await waitFor(() => expect(h.calls).toHaveLength(1));
    expect(document.getElementById('boot-frame')).not.toBeNull();
    answer(ok([banner(1)]));
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    expect(document.getElementById('boot-frame')).toBeNull();
    h.restore();
  });

  it('has pagination dots on home only, and a dot names its slide', async () => {
    const h = mockHttp({ 'GET /wps/system/banners': () => ok([banner(1), banner(2)]) });
    const { unmount } = renderWithShell(<BannerCarousel group="home" />);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(within(carousel).getByRole('img', { name: 'Banner 1' })).toHaveAttribute('fetchpriority', 'high');
    expect(within(carousel).getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    unmount();
    renderWithShell(<BannerCarousel group="live" />);
    const other = await screen.findByRole('region', { name: 'Banners' });
    expect(within(other).getAllByRole('img')).toHaveLength(2);
    expect(within(other).queryByRole('button', { name: /Go to slide/ })).toBeNull();
    h.restore();
  });

  it('opens a route linkage on click', async () => {
    const h = mockHttp({
      'GET /wps/system/banners': () => ok([banner(1, { linkageType: 'ROUTE', linkage: '/promotions' })]),
    });
    renderWithShell(<BannerCarousel group="home" />);
    const [first] = await screen.findAllByRole('button', { name: 'Banner 1' });
    await userEvent.setup().click(first!);
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent('/promotions'));
    h.restore();
  });
});

describe('bannerAction', () => {
  it('maps link types to actions', () => {
    expect(bannerAction(banner(1, { linkageType: 'URL', linkage: 'https://x.example' }) as never)).toEqual({
      kind: 'open',
      url: 'https://x.example',
    });
    expect(bannerAction(banner(1, { linkageType: 'PROMOTION', linkage: '12' }) as never)).toEqual({
      kind: 'navigate',
      to: '/promoDetail?id=12',
    });
    expect(bannerAction(banner(1, { linkageType: 'URL', linkage: null }) as never)).toEqual({ kind: 'none' });
  });
});
