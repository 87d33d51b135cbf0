import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UploadField } from './upload-field';
import { WithI18n } from './test-i18n';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 100) =>
  new File([new Uint8Array([...PNG_HEAD, ...new Array(Math.max(0, size - 8)).fill(0)])], name, {
    type: 'image/png',
  });
const jpg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], name, { type: 'image/jpeg' });

function Harness({ maxSizeMb }: { maxSizeMb?: number }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <WithI18n>
      <UploadField label="Receipts" value={files} onChange={setFiles} maxSizeMb={maxSizeMb} />
    </WithI18n>
  );
}

describe('UploadField', () => {
  it('keeps png and jpg, refuses a fake image by its content and a fourth image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = screen.getByLabelText('Receipts');
    await user.upload(input, [
      png('a.png'),
      jpg('b.jpg'),
      new File(['MZ not an image'], 'evil.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only png or jpg images');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.upload(input, [png('c.png'), png('d.png')]);
    expect(await screen.findByText("Can't accept upload more than 3 images")).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(input).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('refuses an image over the size limit with the spec message', async () => {
    const user = userEvent.setup();
    render(<Harness maxSizeMb={0.001} />);
    await user.upload(screen.getByLabelText('Receipts'), png('big.png', 2000));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image maximum size is 0.001MB');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
