import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDesk, staffWith } from '../../test-utils/fake-api';
import { DeleteRowDialog } from './delete-row-dialog';

const staff = staffWith('content', ['content.read', 'content.manage']);
const removal = (error: Error | null = null) => ({
  error,
  isPending: false,
  reset: jest.fn(),
  mutate: jest.fn((_id: number, options?: { onSuccess?: (...args: never[]) => unknown }) =>
    options?.onSuccess?.(),
  ),
});

describe('DeleteRowDialog', () => {
  it("asks with the row's title in the feature's words and deletes that row, closing once it is gone", async () => {
    const remove = removal();
    const onClose = jest.fn();
    renderDesk(
      <DeleteRowDialog
        keys="help"
        row={{ id: 4, title: 'How to sign up' }}
        remove={remove}
        onClose={onClose}
      />,
      staff,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this help topic?' });
    expect(within(dialog).getByText(/“How to sign up” leaves the help centre at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove.mutate).toHaveBeenCalledWith(4, expect.anything());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a failed call under the question; cancelling forgets it and closes', async () => {
    const remove = removal(new Error('boom'));
    const onClose = jest.fn();
    renderDesk(
      <DeleteRowDialog keys="content" row={{ id: 2, title: 'Weekend' }} remove={remove} onClose={onClose} />,
      staff,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this banner?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove.reset).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(remove.mutate).not.toHaveBeenCalled();
  });

  it('is closed without a row', () => {
    renderDesk(<DeleteRowDialog keys="notices" row={null} remove={removal()} onClose={jest.fn()} />, staff);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
