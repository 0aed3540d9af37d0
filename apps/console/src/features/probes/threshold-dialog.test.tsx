import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { probeConfigSchema } from '@vigil/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../../app/services';
import { FormDialog } from '../forms/form-dialog';
import { THRESHOLD_FIELDS, type ThresholdValues } from './probe-form';

afterEach(() => {
  cleanup();
  settings.setLanguage('zh-CN');
});

describe('the threshold dialog', () => {
  it('refuses a threshold outside the range, naming the range in the user’s language, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(
      <FormDialog<ThresholdValues>
        open
        onOpenChange={vi.fn()}
        title="修改"
        schema={probeConfigSchema}
        fields={THRESHOLD_FIELDS}
        defaultValues={{ number: 3, range: '0-15', lowAlarm: '5', highAlarm: '10' }}
        errorValues={{ min: 0, max: 15 }}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('高报值'));
    await user.type(screen.getByLabelText('高报值'), '16');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('报警阈值必须在量程 0-15 之内')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    settings.setLanguage('en');
    expect(await screen.findByText('Alarm thresholds must be within the probe range 0-15')).toBeTruthy();
  });
});
