import { describe, expect, it, vi } from 'vitest';
import type { FormFieldConfig } from './form-types';
import { withFills } from './with-fills';

const PEOPLE: Record<string, { name: string; phone: string }> = { '7': { name: '张伟', phone: '13800138000' } };
const handler: FormFieldConfig = {
  name: 'personId',
  label: 'dispatch.person',
  kind: 'select',
  fills: (id) => {
    const person = PEOPLE[id];
    return person && { handler: person.name, handlerPhone: person.phone };
  },
};

describe('withFills', () => {
  it('keeps the control of a field that fills nothing as it is', () => {
    const control = { onChange: vi.fn(), value: '' };
    const { fills: _, ...plain } = handler;
    expect(withFills(plain, control, vi.fn())).toBe(control);
  });

  it('sets the field chosen, then the fields the choice fills', () => {
    const calls: string[] = [];
    const control = { onChange: (value: unknown) => calls.push(`personId=${String(value)}`), value: '' };
    withFills(handler, control, (name, value) => calls.push(`${name}=${value}`)).onChange('7');
    expect(calls).toEqual(['personId=7', 'handler=张伟', 'handlerPhone=13800138000']);
  });

  it('fills nothing for a choice that names no fields, or a cleared one', () => {
    const setFieldValue = vi.fn();
    const onChange = vi.fn();
    const control = withFills(handler, { onChange, value: '' }, setFieldValue);
    control.onChange('99');
    control.onChange(null);
    expect(onChange.mock.calls).toEqual([['99'], [null]]);
    expect(setFieldValue).not.toHaveBeenCalled();
  });
});
