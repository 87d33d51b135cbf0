import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, setLanguage } from '@site/shared/i18n';
import { shellI18n } from '../app/shell-i18n';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

// The shell's own instance has no `federation` strings yet: the English defaults must read well.
const i18n = createI18n({ namespaces: ['federation'], english: { federation: {} } });
const renderLocalized = (ui: ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

function Exploding({ explode }: { explode: boolean }) {
  if (explode) throw new Error('remote crashed');
  return <p>remote content</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <RemoteErrorBoundary
      onError={() => undefined}
      fallback={(reset) => (
        <RemoteFallback
          remote="mfe_lobby"
          stage="render"
          onRetry={() => {
            setExplode(false);
            reset();
          }}
        />
      )}
    >
      <Exploding explode={explode} />
    </RemoteErrorBoundary>
  );
}

describe('remote error boundary and fallback', () => {
  it('shows the fallback in place of a crashing remote and mounts it again on retry', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLocalized(
      <div>
        <header>shell header</header>
        <Harness />
      </div>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Games is unavailable right now.');
    expect(screen.getByText('shell header')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('remote content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('says the area is slow when the entry timed out', () => {
    renderLocalized(<RemoteFallback remote="mfe_lottery" stage="timeout" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Lottery is taking too long to respond.');
  });
});

describe('fallback language', () => {
  afterEach(async () => setLanguage(shellI18n, 'en'));

  it("speaks the site language even inside a remote's tree, whose i18n instance has no federation texts", async () => {
    await setLanguage(shellI18n, 'ka');
    const remoteI18n = createI18n({ namespaces: ['member'], english: { member: {} } });
    render(
      <I18nextProvider i18n={remoteI18n}>
        <RemoteFallback remote="mfe_lottery" stage="timeout" onRetry={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ლატარია პასუხს ძალიან აგვიანებს.');
    expect(screen.getByRole('button', { name: 'ხელახლა ცდა' })).toBeInTheDocument();
  });
});
