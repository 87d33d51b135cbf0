import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { BannersPage } from './banners-page';

const banner = (id: number, extra: object = {}) => ({
  id,
  group: 'home',
  title: `Banner ${id}`,
  linkageType: 'NONE',
  linkage: null,
  sort: id * 10,
  startsAt: null,
  endsAt: null,
  state: 'live',
  imageUrl: `/wps/assets/banners/${id}.svg`,
  uploaded: false,
  imageType: null,
  imageBytes: null,
  translations: {},
  ...extra,
});
const list = [
  banner(1),
  banner(2, {
    title: 'Weekend',
    state: 'scheduled',
    startsAt: '2030-01-01T10:00:00.000Z',
    uploaded: true,
    imageUrl: `/wps/assets/content/${'a'.repeat(64)}`,
  }),
  banner(3, { group: 'promotion', title: 'Old', state: 'ended', endsAt: '2020-01-01T00:00:00.000Z' }),
];
const route = (
  extra?: (url: string, method: string) => { status?: number; value?: unknown; code?: string } | undefined,
) =>
  fakeApi((call) => {
    const answer = extra?.(call.url, call.method);
    if (answer) return answer;
    if (call.url === '/wps/admin/content/banners' && call.method === 'GET')
      return { value: { items: list, now: '2026-12-06T03:00:00.000Z' } };
    return undefined;
  });
const editor = () => staffWith('marketing', ['content.read', 'content.manage']);

describe('Banners screen', () => {
  it('shows the banners by group with picture, state and schedule; a read-only role gets no button', async () => {
    route();
    const { container } = renderDesk(
      <BannersPage />,
      staffWith('support', ['content.read']),
      '/content/banners',
    );
    const home = await screen.findByRole('region', { name: /Home/ });
    expect(within(home).getByText('Weekend')).toBeInTheDocument();
    expect(within(home).getByText('Scheduled')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Promotions/ })).getByText('Ended')).toBeInTheDocument();
    expect(container.querySelector(`img[src="/wps/assets/content/${'a'.repeat(64)}"]`)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'New banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move Weekend/ })).toBeNull();
  });

  it('creates a banner with an uploaded PNG, a link and a start time, sent as the shared schema says', async () => {
    const calls = route((url, method) =>
      url === '/wps/admin/content/banners' && method === 'POST' ? { value: banner(9) } : undefined,
    );
    renderDesk(<BannersPage />, editor(), '/content/banners');
    await userEvent.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Page group'), 'promotion');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Lucky week');
    await userEvent.selectOptions(within(dialog).getByLabelText('Link type'), 'ROUTE');
    await userEvent.type(within(dialog).getByLabelText('Link'), '/promotions');
    await userEvent.type(within(dialog).getByLabelText('Shows from'), '2030-05-01T09:30');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'week.png', {
      type: 'image/png',
    });
    await userEvent.upload(within(dialog).getByLabelText('Picture'), png);
    // The preview shows the new picture at phone and desktop width.
    await waitFor(() =>
      expect(dialog.querySelectorAll('img[src^="data:image/png;base64,"]')).toHaveLength(2),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      group: 'promotion',
      title: 'Lucky week',
      linkageType: 'ROUTE',
      linkage: '/promotions',
      startsAt: new Date('2030-05-01T09:30').toISOString(),
      endsAt: null,
      image: { mimeType: 'image/png', data: 'iVBORw0KGgo=' },
    });
  }, 20_000);

  it('says what is wrong under the field and sends nothing: an unsafe link, an SVG, the server refusing the type', async () => {
    const calls = route((url, method) =>
      url === '/wps/admin/content/banners/1' && method === 'PATCH'
        ? { status: 415, code: 'CONTENT_IMAGE_TYPE' }
        : undefined,
    );
    renderDesk(<BannersPage />, editor(), '/content/banners');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Banner 1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Link type'), 'URL');
    await userEvent.type(within(dialog).getByLabelText('Link'), 'javascript:alert(1)');
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Picture'), svg);
    expect(
      await within(dialog).findByText('Choose a PNG, JPEG or WebP picture (SVG is not accepted).'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    expect(await within(dialog).findByText('A web address starts with https://.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Link'));
    await userEvent.type(within(dialog).getByLabelText('Link'), 'https://example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    expect(await within(dialog).findByText(/must be PNG, JPEG or WebP/)).toBeInTheDocument();
  }, 20_000);

  it('moves a banner within its group and deletes one after a confirmation', async () => {
    const calls = route((url) =>
      url === '/wps/admin/content/banners/1/move'
        ? { value: banner(1) }
        : url === '/wps/admin/content/banners/2'
          ? { value: { id: 2, deleted: true } }
          : undefined,
    );
    renderDesk(<BannersPage />, editor(), '/content/banners');
    expect(await screen.findByRole('button', { name: 'Move Banner 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Banner 1 down' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/move'))?.body).toEqual({ direction: 'down' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Weekend' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/“Weekend” leaves the site/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/wps/admin/content/banners/2'),
    );
  }, 20_000);
});
