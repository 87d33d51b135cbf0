import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

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
    render(
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
    render(<RemoteFallback remote="mfe_lottery" stage="timeout" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Lottery is taking too long to respond.');
  });
});
