import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { PromotionEditPage, PromotionsCataloguePage } from './promotions-catalogue-page';

const marketing = staffWith('marketing', ['promotions.read', 'promotions.manage']);
const categories = [{ code: 'NEW', name: 'New members' }];
const existing = {
  id: 4,
  code: 'SPRING',
  category: 'NEW',
  kind: 'fixed_bonus',
  title: 'Spring gift',
  summary: 'A gift',
  content: '<p>Body</p>',
  imageColor: '#2a5298',
  enabled: true,
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: null,
  rules: { fixedMinor: 5000, wagerMultiplier: 2, wagerBase: 'bonus', expiryDays: 7 },
  sort: 0,
};

function renderEditor(path: string) {
  return renderDesk(
    <Routes>
      <Route path="/campaigns/promotions" element={<PromotionsCataloguePage />} />
      <Route path="/campaigns/promotions/:id" element={<PromotionEditPage />} />
    </Routes>,
    marketing,
    path,
  );
}

/** The promotions catalogue and its editor (docs/back-office.md "Campaigns and catalogues"). */
describe('promotions catalogue', () => {
  it('lists each promotion with its category, schedule and state', async () => {
    fakeApi((call) =>
      call.url === '/wps/admin/promotions'
        ? { value: [existing, { ...existing, id: 5, code: 'OFF', title: 'Old one', enabled: false }] }
        : undefined,
    );
    renderEditor('/campaigns/promotions');
    expect(await screen.findByRole('link', { name: 'Spring gift' })).toHaveAttribute(
      'href',
      '/campaigns/promotions/4',
    );
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New promotion' })).toBeInTheDocument();
  });

  it('says what is wrong field by field, with the shared schema, and sends nothing', async () => {
    const calls = fakeApi((call) =>
      call.url === '/wps/promotions/categories' ? { value: categories } : undefined,
    );
    renderEditor('/campaigns/promotions/new');
    await userEvent.type(await screen.findByLabelText('Code (unique, e.g. SPRING_BONUS)'), 'bad code');
    await userEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Capital letters, digits, _ and - only.')).toBeInTheDocument();
    expect(screen.getAllByText('Required.').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('This kind pays a fixed amount: enter it.')).toBeInTheDocument();
    expect(screen.getByText(/Some fields need attention/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates a promotion: money in minor units, the preview sanitised as members see it', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/promotions/categories') return { value: categories };
      if (call.url === '/wps/admin/promotions' && call.method === 'POST')
        return { value: { ...existing, ...(call.body as object), id: 9 } };
      if (call.url === '/wps/admin/promotions') return { value: [] };
      return undefined;
    });
    renderEditor('/campaigns/promotions/new');
    await userEvent.type(await screen.findByLabelText('Code (unique, e.g. SPRING_BONUS)'), 'SUMMER');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'New members (NEW)' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'NEW');
    await userEvent.type(screen.getByLabelText('Title'), 'Summer gift');
    await userEvent.type(screen.getByLabelText('Bonus amount'), '50.5');
    await userEvent.clear(screen.getByLabelText('Wagering multiple'));
    await userEvent.type(screen.getByLabelText('Wagering multiple'), '3');
    const body = screen.getByLabelText('Body (HTML)');
    await userEvent.click(body);
    await userEvent.paste('<p>Hello<script>alert(1)</script><img src=x onerror="alert(2)"></p>');

    const card = screen.getByTestId('promotion-preview-card');
    expect(within(card).getAllByText('Summer gift').length).toBeGreaterThan(0);
    expect(within(card).getByRole('button', { name: 'Apply' })).toBeDisabled();
    const content = screen.getByTestId('promotion-preview-content');
    expect(content.innerHTML).toContain('Hello');
    expect(content.innerHTML).not.toContain('script');
    expect(content.innerHTML).not.toContain('onerror');
    expect(screen.getByText(/Wagering requirement: 3×/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      code: 'SUMMER',
      category: 'NEW',
      kind: 'fixed_bonus',
      title: 'Summer gift',
      endAt: null,
      rules: { fixedMinor: 5050, wagerMultiplier: 3, wagerBase: 'bonus', expiryDays: 7 },
    });
  });

  it('edits an existing promotion in place and shows the server’s refusal by its code', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/promotions/categories') return { value: categories };
      if (call.url === '/wps/admin/promotions' && call.method === 'GET') return { value: [existing] };
      if (call.url === '/wps/admin/promotions/4')
        return { status: 409, code: 'PROMOTION_CODE_EXISTS', message: 'exists' };
      return undefined;
    });
    renderEditor('/campaigns/promotions/4');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Spring gift');
    expect(screen.getByLabelText('Bonus amount')).toHaveValue('50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/A promotion with this code exists/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ rules: { fixedMinor: 5000 } });
  });
  it('edits the texts per language and says which offered languages still show the original', async () => {
    const thai = { title: 'ของขวัญ', summary: 'สรุป', content: '<p>เนื้อหา</p>' };
    const calls = fakeApi((call) => {
      if (call.url === '/wps/promotions/categories') return { value: categories };
      if (call.url === '/wps/admin/promotions' && call.method === 'GET')
        return { value: [{ ...existing, translations: { th: thai } }] };
      if (call.url === '/wps/admin/promotions/4') return { value: { ...existing, ...(call.body as object) } };
      return undefined;
    });
    renderEditor('/campaigns/promotions/4');
    expect(await screen.findByLabelText('Title in ไทย')).toHaveValue(thai.title);
    const missing = screen.getByText(/offered languages have no texts yet/);
    expect(missing).toHaveTextContent('Tiếng Việt');
    expect(missing).not.toHaveTextContent('ไทย');
    await userEvent.selectOptions(screen.getByLabelText('Language to add'), 'vi');
    await userEvent.click(screen.getByRole('button', { name: 'Add language' }));
    await userEvent.type(await screen.findByLabelText('Title in Tiếng Việt'), 'Quà tặng');
    expect(screen.getByText(/offered languages have no texts yet/)).not.toHaveTextContent('Tiếng Việt');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the ไทย texts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')!.body as { translations: unknown }).translations).toEqual({
      vi: { title: 'Quà tặng', summary: '', content: '' },
    });
  }, 20_000);
});
