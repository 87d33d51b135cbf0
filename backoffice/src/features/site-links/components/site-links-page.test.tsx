import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { SiteLinksPage } from './site-links-page';

const links = {
  customerService: [
    { csType: 'LIVE_CHAT', name: 'Live chat', path: '/helpmc#live-chat' },
    { csType: 'VIP', name: 'VIP service', path: '/helpmc#vip-service' },
  ],
  resources: [
    { key: 'android', labelNameEn: 'Android', url: '/down#android', qrCodeUrl: '/down#android' },
    { key: 'ios', labelNameEn: 'iOS', url: '/down#ios', qrCodeUrl: '/down#ios' },
  ],
};

jest.setTimeout(30_000);

describe('service and app links screen', () => {
  it('a read-only role sees the links, every field disabled and no save', async () => {
    fakeApi((call) => (call.url === '/wps/admin/content/links' ? { value: links } : undefined));
    renderDesk(<SiteLinksPage />, staffWith('marketing', ['content.read']));
    expect(await screen.findByLabelText('Live chat: link')).toHaveValue('/helpmc#live-chat');
    expect(screen.getByLabelText('Live chat: link')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save links' })).toBeNull();
  });

  it('refuses a javascript: link in the browser, leaves a blank VIP out and saves the rest', async () => {
    const calls = fakeApi((call) => {
      if (call.url !== '/wps/admin/content/links') return undefined;
      return { value: call.method === 'PUT' ? call.body : links };
    });
    renderDesk(<SiteLinksPage />, staffWith('content', ['content.read', 'content.manage']));
    const chat = await screen.findByLabelText('Live chat: link');
    await userEvent.clear(chat);
    await userEvent.type(chat, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    expect(
      await screen.findByText('A link starts with https:// or / (a page of the site).'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(chat);
    await userEvent.type(chat, 'https://chat.example.com/room');
    await userEvent.clear(screen.getByLabelText('VIP service: name'));
    await userEvent.clear(screen.getByLabelText('VIP service: link'));
    await userEvent.clear(screen.getByLabelText('Android: download (and QR code)'));
    await userEvent.type(
      screen.getByLabelText('Android: download (and QR code)'),
      'https://apps.example.com/a.apk',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      customerService: [{ csType: 'LIVE_CHAT', name: 'Live chat', path: 'https://chat.example.com/room' }],
      resources: [
        {
          key: 'android',
          labelNameEn: 'Android',
          url: '/down#android',
          qrCodeUrl: 'https://apps.example.com/a.apk',
        },
        links.resources[1],
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });
});
