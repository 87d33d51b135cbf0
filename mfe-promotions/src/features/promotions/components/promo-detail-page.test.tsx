import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { failBody, mockApi, resetApi } from '../../../test-utils/mock-api';
import { makePromotion } from '../../../test-utils/fixtures';
import { renderRemote } from '../../../test-utils/render-remote';

const detail = (patch = {}) => ({
  ...makePromotion({ id: 5, kind: 'fixed_bonus', title: 'VIP gift', state: 'join', ...patch }),
  content: '<p onclick="steal()">Gift <b>rules</b><script>steal()</script></p>',
  application: null,
});

beforeEach(() => {
  resetApi();
  useSessionStore.getState().clearSession();
});

describe('/promoDetail', () => {
  it('renders the operator content through the sanitiser', async () => {
    mockApi({ 'GET /wps/promotions/5': () => detail() });
    const { container } = renderRemote('/promoDetail?id=5');
    expect(await screen.findByRole('heading', { name: 'VIP gift' })).toBeInTheDocument();
    expect(screen.getByText('rules').tagName).toBe('B');
    expect(container.innerHTML).not.toMatch(/script|onclick/);
    expect(screen.getByRole('button', { name: 'Log in to join' })).toBeInTheDocument();
  });

  it('lets a member apply with a remark of at most 140 characters', async () => {
    useSessionStore.getState().setSession({ token: 'member-token', isAgent: 0 });
    const calls = mockApi({
      'GET /wps/promotions/5': () => detail(),
      'POST /wps/promotions/5/apply': () => ({ state: 'applying', applicationId: 1 }),
    });
    const user = userEvent.setup();
    renderRemote('/promotions/5');
    const remark = await screen.findByLabelText('Remark');
    await user.click(remark);
    await user.paste('x'.repeat(141));
    expect(screen.getByRole('alert')).toHaveTextContent('The remark can be at most 140 characters.');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(remark);
    await user.type(remark, 'My birthday');
    expect(screen.getByText('11 of 140 characters')).toBeInTheDocument();
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])],
      'proof.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(screen.getByLabelText('Images (optional)'), png);
    expect(await screen.findByText('proof.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application was sent. We will review it soon.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.data).toEqual({
      remark: 'My birthday',
      images: ['iVBORw0KGgoBAg=='],
    });
  });

  it('says so when the promotion does not exist', async () => {
    mockApi({ 'GET /wps/promotions/404': () => failBody('PROMOTION_NOT_FOUND', 404) });
    renderRemote('/promoDetail?id=404');
    expect(await screen.findByText('This promotion does not exist.')).toBeInTheDocument();
  });
});
