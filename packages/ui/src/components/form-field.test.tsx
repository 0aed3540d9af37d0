import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

describe('FormField', () => {
  it('labels the control and describes it by the hint', () => {
    render(
      <FormField label="账号" hint="4 to 20 characters">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('账号');
    expect(input).toHaveAccessibleDescription('4 to 20 characters');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('wires the localized error to aria-describedby and aria-invalid', () => {
    const { rerender } = render(
      <FormField label="Password" hint="Case sensitive" error="请输入您的密码">
        <Input type="password" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Case sensitive 请输入您的密码');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入您的密码');

    rerender(
      <FormField label="Password" hint="Case sensitive">
        <Input type="password" />
      </FormField>,
    );
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Case sensitive');
  });

  it('lets a render function place the props on a nested control such as a Select trigger', () => {
    render(
      <FormField label="Language" error="Required">
        {(control) => (
          <Select>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Pick" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="en">English</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Required');
  });
});
