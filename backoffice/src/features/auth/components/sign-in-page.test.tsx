import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { boI18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { SignInPage } from './sign-in-page';

const staff = {
  id: 3,
  account: 'anna',
  displayName: 'Anna',
  role: 'finance',
  permissions: ['dashboard.read'],
};

function renderSignIn() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={boI18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/sign-in']}>
          <Routes>
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="/" element={<h1>Desk</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('sign-in', () => {
  it('asks for the password, then the code, and opens the desk', async () => {
    let signedIn = false;
    const calls = fakeApi((call) => {
      if (call.url === '/wps/staff/me')
        return signedIn ? { value: staff } : { status: 401, code: 'STAFF_UNAUTHENTICATED' };
      if (call.url === '/wps/staff/login') return { value: { next: 'totp', ticket: 't-1' } };
      if (call.url === '/wps/staff/login/verify') {
        if ((call.body as { code: string }).code !== '123456')
          return { status: 401, code: 'STAFF_CODE_INVALID' };
        signedIn = true;
        return { value: staff };
      }
      return undefined;
    });
    renderSignIn();
    await userEvent.type(await screen.findByLabelText('Account'), 'anna');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong or expired code.');
    await userEvent.clear(screen.getByLabelText('Verification code'));
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Desk' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/wps/staff/login')?.body).toEqual({
      account: 'anna',
      password: 'long-enough-password',
    });
  });
});
