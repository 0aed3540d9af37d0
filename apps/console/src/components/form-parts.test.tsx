import { changePasswordFormSchema } from '@vigil/sdk/validation';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundInput, FormAlert, useFormSubmit } from './form-parts';
import { useForm } from './use-form';

afterEach(cleanup);

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

function PasswordForm({ action }: { action: (values: Values) => Promise<void> }) {
  const form = useForm(changePasswordFormSchema, ['oldPassword', 'newPassword', 'confirmPassword']);
  const { busy, error, onSubmit } = useFormSubmit(form, action);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      <BoundInput bind={form} name="oldPassword" label="old" />
      <BoundInput bind={form} name="newPassword" label="new" />
      <BoundInput bind={form} name="confirmPassword" label="confirm" />
      <FormAlert message={error} />
      <button type="submit">save</button>
    </form>
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('useFormSubmit', () => {
  it('does not run the action while a field is invalid, and marks the fields', () => {
    const action = vi.fn(async () => {});
    render(<PasswordForm action={action} />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByLabelText('old', { exact: false }).getAttribute('aria-invalid')).toBe('true');
  });

  it('runs the action once with the parsed values when they are valid', async () => {
    const action = vi.fn(async (_: Values) => {});
    render(<PasswordForm action={action} />);
    fill('old', 'admin123');
    fill('new', 'secret99');
    fill('confirm', 'secret99');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]?.[0]).toMatchObject({ oldPassword: 'admin123', newPassword: 'secret99' });
  });

  it('shows the failure of the action to the user and keeps what they typed', async () => {
    render(<PasswordForm action={async () => Promise.reject(new Error('old password is wrong'))} />);
    fill('old', 'admin123');
    fill('new', 'secret99');
    fill('confirm', 'secret99');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('old password is wrong');
    expect((screen.getByLabelText('new', { exact: false }) as HTMLInputElement).value).toBe('secret99');
  });
});
