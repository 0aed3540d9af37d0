import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { DictData, UnknownCode } from '@vigil/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { settings } from '../../app/services';
import { createQueryClient } from '../data/query-client';
import { dictQueryKey } from '../dicts';
import { WorkOrderLevelTag, WorkOrderStatusTag } from './work-order-tags';

const GD_STATUS: DictData[] = [{ dictCode: 1, dictSort: 1, dictLabel: '待受理', dictValue: 'pending', listClass: 'danger', cssClass: '', status: '0' }];

/** Renders with the dictionaries already read (no call: the test files share one module graph, see vitest.config.ts). */
function show(node: React.ReactNode, dicts: Record<string, DictData[]>) {
  const client = createQueryClient();
  for (const [type, data] of Object.entries(dicts)) client.setQueryData(dictQueryKey(type), data);
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  settings.state.language = 'zh-CN';
});

describe('work-order tags', () => {
  it('show the gd_status dictionary’s label and echo style, and the catalog’s word and colour for a status it lacks', async () => {
    show(
      <>
        <WorkOrderStatusTag status="pending" />
        <WorkOrderStatusTag status="completed" />
      </>,
      { gd_status: GD_STATUS },
    );
    expect((await screen.findByText('待受理')).dataset.echoStyle).toBe('danger');
    expect((await screen.findByText('已完成')).dataset.echoStyle).toBe('success');
  });

  it('read gd_level for the level', async () => {
    show(
      <>
        <WorkOrderLevelTag level="urgent" />
        <WorkOrderLevelTag level="ordinary" />
      </>,
      { gd_level: [{ dictCode: 2, dictSort: 1, dictLabel: 'Urgent!', dictValue: 'urgent', listClass: 'primary', cssClass: '', status: '0' }] },
    );
    expect((await screen.findByText('Urgent!')).dataset.echoStyle).toBe('primary');
    expect((await screen.findByText('普通')).dataset.echoStyle).toBe('info');
  });

  it('show the console’s English word, in the dictionary’s echo style, when the UI is English (the dictionary’s labels are Chinese)', async () => {
    settings.state.language = 'en';
    show(
      <>
        <WorkOrderStatusTag status="pending" />
        <WorkOrderStatusTag status="completed" />
        <WorkOrderLevelTag level="urgent" />
        <WorkOrderStatusTag status={'archived' as 'pending'} />
      </>,
      { gd_status: [...GD_STATUS, { dictCode: 9, dictSort: 9, dictLabel: '已归档', dictValue: 'archived', listClass: 'default', cssClass: '', status: '0' }], gd_level: [] },
    );
    expect((await screen.findByText('Pending')).dataset.echoStyle).toBe('danger');
    expect((await screen.findByText('Completed')).dataset.echoStyle).toBe('success');
    expect(await screen.findByText('Urgent')).toBeTruthy();
    // A code the console does not know keeps the dictionary's label: the console has no word for it.
    expect(await screen.findByText('已归档')).toBeTruthy();
    expect(screen.queryByText('待受理')).toBeNull();
  });

  it('label a RuoYi dictionary keyed "0".."3" through the wire-code table, and show a code nobody knows as it came', async () => {
    // A RuoYi-family gd_status: dictionary values "0".."3" in sort order (the order of the default table).
    const ruoyi: DictData[] = [
      { dictCode: 1, dictSort: 1, dictLabel: '待处理', dictValue: '0', listClass: 'warning', cssClass: '', status: '0' },
      { dictCode: 2, dictSort: 2, dictLabel: '处理中', dictValue: '1', listClass: 'primary', cssClass: '', status: '0' },
      { dictCode: 3, dictSort: 3, dictLabel: '挂起', dictValue: '7', listClass: 'info', cssClass: '', status: '0' },
    ];
    show(
      <>
        <WorkOrderStatusTag status="processing" />
        <WorkOrderStatusTag status={'7' as UnknownCode} />
        <WorkOrderStatusTag status={'9' as UnknownCode} />
      </>,
      { gd_status: ruoyi },
    );
    expect((await screen.findByText('处理中')).dataset.echoStyle).toBe('primary');
    expect((await screen.findByText('挂起')).dataset.echoStyle).toBe('info');
    expect((await screen.findByText('9')).dataset.echoStyle).toBe('unknown');
  });
});
