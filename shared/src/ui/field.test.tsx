import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChoiceField, FieldSet, FormField } from './field';

const schema = z.object({
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount with at most 2 decimals'),
  remark: z.string().max(5, 'At most 5 characters'),
});

function Harness({ onValid }: { onValid: (v: z.infer<typeof schema>) => void }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', remark: '' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <FieldSet legend="Withdrawal">
        <FormField
          label="Amount"
          required
          placeholder="100.00"
          hint="Minimum 100"
          error={formState.errors.amount}
        >
          {(p) => <input className="ui-field__input" {...p} {...register('amount')} />}
        </FormField>
        <FormField label="Remark" error={formState.errors.remark}>
          {(p) => <input className="ui-field__input" {...p} {...register('remark')} />}
        </FormField>
      </FieldSet>
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormField with react-hook-form + zod', () => {
  it('labels the control, shows the hint and the star, and shows zod errors tied to the control', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    expect(screen.getByRole('group', { name: 'Withdrawal' })).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveAttribute('aria-required', 'true');
    expect(amount).toHaveAttribute('placeholder', '* 100.00');
    expect(amount).toHaveAccessibleDescription('Minimum 100');
    await user.type(amount, '12.345');
    await user.type(screen.getByRole('textbox', { name: 'Remark' }), 'too long');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter an amount with at most 2 decimals')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Minimum 100 Enter an amount with at most 2 decimals');
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveAccessibleDescription(
      'At most 5 characters',
    );
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '12.34');
    await user.clear(screen.getByRole('textbox', { name: 'Remark' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ amount: '12.34', remark: '' }, expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the kit look of any control', () => {
  it('gives the spread control the kit class, whatever element it is', () => {
    render(
      <>
        <FormField label="Amount">{(p) => <input {...p} />}</FormField>
        <FormField label="Account">{(p) => <select {...p} />}</FormField>
      </>,
    );
    expect(screen.getByLabelText('Amount')).toHaveClass('ui-field__input');
    expect(screen.getByLabelText('Account')).toHaveClass('ui-field__input');
  });

  it('ChoiceField: the label row carries the radio, labelled, in a FieldSet with its legend', async () => {
    const onChange = jest.fn();
    render(
      <FieldSet legend="Did you receive it?">
        <ChoiceField label="Received in full" input={{ name: 'a', value: 'yes', onChange }} />
        <ChoiceField label="Not received" input={{ name: 'a', value: 'no', onChange }} />
      </FieldSet>,
    );
    expect(screen.getByRole('group', { name: 'Did you receive it?' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Not received'));
    expect(screen.getByRole('radio', { name: 'Not received' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Not received' }).closest('label')).toHaveClass('ui-choice');
  });
});
