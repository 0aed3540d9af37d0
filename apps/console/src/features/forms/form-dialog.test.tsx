import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deptListQuerySchema, deviceCreateBodySchema, fenceFormSchema } from '@vigil/sdk';
import { loginFormSchema } from '@vigil/sdk/validation';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../../app/services';
import { FormDialog } from './form-dialog';
import type { FormFieldConfig, SaveResult } from './form-types';
import { HoldSubmit } from './submit-hold';

// Any sdk rule will do: the account form's (spec §5) has two required, bounded fields.
const FIELDS: FormFieldConfig[] = [
  { name: 'username', label: 'login.username', kind: 'text', required: true },
  { name: 'password', label: 'login.password', kind: 'password', required: true },
];

interface Values {
  username: string;
  password: string;
}

function mount(onSubmit: (values: Values) => Promise<SaveResult>, onOpenChange = vi.fn()) {
  render(
    <FormDialog<Values>
      open
      onOpenChange={onOpenChange}
      title="新增"
      schema={loginFormSchema}
      fields={FIELDS}
      defaultValues={{ username: '', password: '' }}
      onSubmit={onSubmit}
    />,
  );
  return onOpenChange;
}

/** Ends the loading of the LateControl shown (set as it renders). */
let loadLate: () => void = () => undefined;

/** A control that loads later (as the rich-text editor does), holding its form's submit meanwhile. */
function LateControl({ onChange }: { onChange: (value: unknown) => void }) {
  const [loaded, setLoaded] = useState(false);
  loadLate = () => setLoaded(true);
  return loaded ? (
    <button type="button" onClick={() => onChange('typed')}>
      content
    </button>
  ) : (
    <HoldSubmit />
  );
}

afterEach(() => {
  cleanup();
  settings.setLanguage('zh-CN');
});

describe('FormDialog', () => {
  it("shows a list field's row error (a fence period without an end) on that field", async () => {
    const onSubmit = vi.fn();
    const fields: FormFieldConfig[] = [
      { name: 'name', label: 'fence.name', kind: 'text', required: true },
      { name: 'periods', label: 'fence.periods', kind: 'custom', control: () => <span>periods</span> },
    ];
    const area = [[120.1, 30.2], [120.2, 30.2], [120.2, 30.3]];
    render(
      <FormDialog open onOpenChange={vi.fn()} title="新增" schema={fenceFormSchema} fields={fields} onSubmit={onSubmit}
        defaultValues={{ name: 'Yard', behaviour: 'noLeaving', alarmFrequency: 0, periods: [{ start: '08:00', end: '' }], area }} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('结束时间不能为空')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks the sdk's rule before sending and shows the field errors in the user's language", async () => {
    const onSubmit = vi.fn();
    mount(onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/账号/), 'a');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('账号长度必须介于 2 和 20 之间')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    settings.setLanguage('en');
    expect(await screen.findByText('The account must be 2 to 20 characters long')).toBeTruthy();
  });

  it("keeps what was typed and shows a server refusal on the field it names", async () => {
    const onOpenChange = mount(() => Promise.resolve({ code: 400, msg: '账号已存在', field: 'username' }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/账号/), 'operator');
    await user.type(screen.getByLabelText(/密码/), 'secret1');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('账号已存在')).toBeTruthy();
    expect(screen.getByLabelText(/账号/)).toHaveProperty('value', 'operator');
    expect(screen.getByLabelText(/账号/).getAttribute('aria-invalid')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('shows a refusal without a field on the form, and closes after a save', async () => {
    const onSubmit = vi.fn<(values: Values) => Promise<SaveResult>>().mockResolvedValueOnce({ code: 500, msg: '操作失败' }).mockResolvedValue({ code: 200 });
    const onOpenChange = mount(onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/账号/), 'operator');
    await user.type(screen.getByLabelText(/密码/), 'secret1');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('操作失败');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSubmit).toHaveBeenLastCalledWith({ username: 'operator', password: 'secret1' });
  });

  it('checks a blank optional field as absent or null, as its config says, and sends it so', async () => {
    const onSubmit = vi.fn<(values: Record<string, unknown>) => Promise<SaveResult>>().mockResolvedValue({ code: 200 });
    render(
      <FormDialog<Record<string, string>>
        open
        onOpenChange={vi.fn()}
        title="添加设备"
        schema={deviceCreateBodySchema}
        fields={[
          { name: 'imei', label: 'device.imei', kind: 'text', required: true },
          { name: 'sn', label: 'device.sn', kind: 'text', blank: 'omit' },
          { name: 'longitude', label: 'device.longitude', kind: 'text', blank: 'null' },
          { name: 'latitude', label: 'device.latitude', kind: 'text', blank: 'null' },
        ]}
        defaultValues={{ productId: '15144628', imei: '', sn: '', longitude: '', latitude: '' }}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/设备IMEI/), '869000000000123');
    await user.type(screen.getByLabelText(/序列号/), '12');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('设备序列号格式不正确')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/序列号/));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ productId: '15144628', imei: '869000000000123', longitude: null, latitude: null }));
  });

  it('shows, checks and sends a field with `when` only while it holds; a custom control sets its value', async () => {
    const onSubmit = vi.fn((_values: Record<string, unknown>) => Promise.resolve({ code: 200 }));
    const fields: FormFieldConfig[] = [
      { name: 'deptName', label: 'dept.name', kind: 'custom', control: ({ onChange, aria }) => <button type="button" {...aria} onClick={() => onChange('picked')}>pick</button> },
      { name: 'leader', label: 'dept.leader', kind: 'text', when: (values) => values.deptName !== 'picked' },
    ];
    render(<FormDialog<Record<string, unknown>> open onOpenChange={vi.fn()} title="新增" schema={deptListQuerySchema} fields={fields} defaultValues={{ deptName: '', leader: 'kept' }} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('负责人')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '部门名称' }));
    expect(screen.queryByLabelText('负责人')).toBeNull();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ deptName: 'picked' });
  });

  it('keeps 确 定 disabled while a control is still loading, so the form never sends without what it will show', async () => {
    const onSubmit = vi.fn((_values: Record<string, unknown>) => Promise.resolve({ code: 200 }));
    const fields: FormFieldConfig[] = [
      { name: 'leader', label: 'dept.leader', kind: 'text' },
      { name: 'deptName', label: 'dept.name', kind: 'custom', control: ({ onChange }) => <LateControl onChange={onChange} /> },
    ];
    render(<FormDialog<Record<string, unknown>> open onOpenChange={vi.fn()} title="新增" schema={deptListQuerySchema} fields={fields} defaultValues={{ deptName: '', leader: '' }} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: '确 定' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // Enter in a field does not send either.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('负责人'), 'Li{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => loadLate());
    expect(submit.disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'content' }));
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ deptName: 'typed', leader: 'Li' });
  });
});
