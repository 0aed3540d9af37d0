import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { type DictData, type UnknownCode, extendWireCodes, resetWireCodes } from '@vigil/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../data/query-client';
import { CodeTag } from './code-tag';
import { dictQueryKey } from './use-dict';

const UPLOAD = {
  uploaded: { label: 'photo.statusUploaded', variant: 'success' },
  failed: { label: 'photo.statusFailed', variant: 'danger' },
} as const;
const DEVICE = { online: { label: 'device.online', variant: 'success' }, inactive: { label: 'device.inactive', variant: 'default' } } as const;

/** Renders with the dictionaries already read (no call). */
function show(node: React.ReactNode, dicts: Record<string, DictData[]> = {}) {
  const client = createQueryClient();
  for (const [type, data] of Object.entries(dicts)) client.setQueryData(dictQueryKey(type), data);
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  resetWireCodes();
});

describe('CodeTag', () => {
  it('shows the console word for a meaning, a code nobody knows as it came in a neutral tag, and — for nothing', () => {
    show(
      <>
        <CodeTag field="uploadStatus" value="failed" words={UPLOAD} data={{ 'data-testid': 'known' }} />
        <CodeTag field="uploadStatus" value={'7' as UnknownCode} words={UPLOAD} data={{ 'data-testid': 'unknown' }} />
        <CodeTag field="uploadStatus" value={undefined} words={UPLOAD} data={{ 'data-testid': 'absent' }} />
      </>,
    );
    expect(screen.getByTestId('known').textContent).toBe('上传失败');
    expect(screen.getByTestId('known').dataset.echoStyle).toBe('danger');
    expect(screen.getByTestId('unknown').textContent).toBe('7');
    expect(screen.getByTestId('unknown').dataset.echoStyle).toBe('unknown');
    expect(screen.getByTestId('absent').textContent).toBe('—');
  });

  it("labels through the backend dictionary a deployment names, matching its codes through the field's table", async () => {
    // FastBee's iot_device_status keys its values as integers (references §4): 1 inactive … 3 online.
    show(
      <>
        <CodeTag field="deviceStatus" value="online" words={DEVICE} />
        <CodeTag field="deviceStatus" value="inactive" words={DEVICE} />
      </>,
      {
        iot_device_status: [
          { dictCode: 1, dictSort: 1, dictLabel: '未激活设备', dictValue: '1', listClass: 'info', cssClass: '', status: '0' },
          { dictCode: 3, dictSort: 3, dictLabel: '设备在线', dictValue: '3', listClass: 'success', cssClass: '', status: '0' },
        ],
      },
    );
    expect((await screen.findByText('设备在线')).dataset.echoStyle).toBe('success');
    expect((await screen.findByText('未激活设备')).dataset.echoStyle).toBe('info');
  });

  it('reads a code a deployment added to the table with that meaning', async () => {
    extendWireCodes({ deviceStatus: { codes: { 9: 'online' } } });
    show(<CodeTag field="deviceStatus" value="online" words={DEVICE} />, {
      iot_device_status: [{ dictCode: 9, dictSort: 1, dictLabel: '在线(9)', dictValue: '9', listClass: 'primary', cssClass: '', status: '0' }],
    });
    expect((await screen.findByText('在线(9)')).dataset.echoStyle).toBe('primary');
  });
});
