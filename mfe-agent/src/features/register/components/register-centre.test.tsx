import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { RegisterCentre } from './register-centre';

describe('register centre', () => {
  it('checks the rules on the client and reports a taken name from the server', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    fakeApi({
      'POST /wps/agent/register': (c) => {
        sent.push(JSON.parse(c.data as string));
        return { status: 409, code: 'USERNAME_TAKEN', value: null };
      },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <SiteQueryProvider>
          <RegisterCentre />
        </SiteQueryProvider>
      </I18nextProvider>,
    );
    await user.type(screen.getByLabelText(/Account name/), '1x');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Use 4 to 16 letters and digits, starting with a letter.')).toBeInTheDocument();
    expect(
      screen.getByText('Use 8 to 20 characters with at least one letter and one digit.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Account name/));
    await user.type(screen.getByLabelText(/Account name/), 'newagent1');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This account name is already taken.')).toBeInTheDocument();
    expect(sent).toEqual([{ account: 'newagent1', password: 'Secret123', asAgent: true }]);
  });
});
