import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { resetToastsForTests, showToast, Toaster, useToast } from './toast';
import { WithI18n } from './test-i18n';

function SaveButton() {
  const toast = useToast();
  return <Button onClick={() => toast.success('Saved')}>Save</Button>;
}

afterEach(() => {
  jest.useRealTimers();
  act(() => resetToastsForTests());
});

describe('Toast', () => {
  it('shows a toast in the status region and closes it by its button', async () => {
    const user = userEvent.setup();
    render(
      <WithI18n>
        <Toaster />
        <SaveButton />
      </WithI18n>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).not.toHaveTextContent('Saved');
  });

  it('goes away by itself after its duration', () => {
    jest.useFakeTimers();
    render(
      <WithI18n>
        <Toaster />
      </WithI18n>,
    );
    act(() => {
      showToast({ message: 'Copied', duration: 1000 });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => {
      jest.advanceTimersByTime(1001);
    });
    expect(screen.getByRole('status')).not.toHaveTextContent('Copied');
  });

  it('renders in one toaster only when two are mounted (shell and remote)', () => {
    render(
      <WithI18n>
        <Toaster />
        <Toaster />
      </WithI18n>,
    );
    act(() => {
      showToast({ message: 'Once', tone: 'danger' });
    });
    expect(screen.getAllByText('Once')).toHaveLength(1);
  });
});
