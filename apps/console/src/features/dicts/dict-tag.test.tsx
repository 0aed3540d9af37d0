import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { DictData } from '@vigil/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../data/query-client';

const byType = vi.hoisted(() => vi.fn());
vi.mock('../../app/full-client', () => ({ fullClient: { dictData: { byType } } }));
// Test files share one module graph (vitest.config.ts): load DictTag afresh, so that it reads the mock above even
// when another file (e.g. the work-order tags') loaded useDict with the real client first.
vi.resetModules();
const { DictTag, dictValueItem } = await import('./dict-tag');
const { CodeTag } = await import('./code-tag');
const { settings } = await import('../../app/services');
// The catalogs a coded tag's words come from, in the modules loaded afresh (as test-setup.ts loads them).
const { LANGUAGES, loadCatalogArea } = await import('../../i18n/translator');
await Promise.all(LANGUAGES.map((language) => loadCatalogArea('pages', language)));

const NORMAL_DISABLE: DictData[] = [
  { dictCode: 1, dictSort: 1, dictLabel: '正常', dictValue: '0', listClass: 'primary', cssClass: '', status: '0' },
  { dictCode: 2, dictSort: 2, dictLabel: '停用', dictValue: '1', listClass: 'danger', cssClass: '', status: '0' },
];
const SEX: DictData[] = [
  { dictCode: 3, dictSort: 1, dictLabel: '男', dictValue: '0', listClass: '', cssClass: null, status: '0' },
  { dictCode: 4, dictSort: 2, dictLabel: '女', dictValue: '1', listClass: 'default', cssClass: 'sex-female', status: '0' },
];

function show(node: React.ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  byType.mockReset();
  settings.state.language = 'zh-CN';
});

describe('DictTag', () => {
  it("shows a value's label in its echo style's colour, the label always present", async () => {
    byType.mockResolvedValue({ code: 200, msg: 'ok', data: NORMAL_DISABLE });
    show(
      <>
        <DictTag dict="sys_normal_disable" value="0" />
        <DictTag dict="sys_normal_disable" value={1} />
      </>,
    );
    const normal = await screen.findByText('正常');
    expect(normal.dataset.echoStyle).toBe('primary');
    expect(normal.className).toMatch(/bg-primary-soft/);
    expect((await screen.findByText('停用')).className).toMatch(/bg-danger-soft/);
    // One fetch per dictionary type, however many tags read it.
    expect(byType).toHaveBeenCalledTimes(1);
    expect(byType).toHaveBeenCalledWith({ dictType: 'sys_normal_disable' });
  });

  it('shows the default (or no) echo style as plain text with its style attribute', async () => {
    byType.mockResolvedValue({ code: 200, msg: 'ok', data: SEX });
    show(<DictTag dict="sys_user_sex" value={['0', '1']} />);
    const male = await screen.findByText('男');
    expect(male.dataset.echoStyle).toBe('default');
    expect(male.className).not.toMatch(/bg-/);
    expect((await screen.findByText('女')).className).toBe('sex-female');
  });

  it('shows the raw value for a value the dictionary lacks, or when the dictionary cannot be read', async () => {
    byType.mockResolvedValueOnce({ code: 200, msg: 'ok', data: NORMAL_DISABLE });
    show(<DictTag dict="sys_normal_disable" value="7" />);
    expect((await screen.findByText('7')).dataset.echoStyle).toBe('unknown');
    cleanup();
    byType.mockResolvedValueOnce({ code: 500, msg: '服务器错误' });
    show(<DictTag dict="no_such_dict" value="x" />);
    expect(await screen.findByText('x')).toBeTruthy();
  });

  it("shows a value the dictionary lacks, or every value of one that cannot be read, as the caller's fallback says", async () => {
    const fallback = (value: string) => (value === '7' ? { dictLabel: '七', listClass: 'warning' } : undefined);
    byType.mockResolvedValueOnce({ code: 200, msg: 'ok', data: NORMAL_DISABLE });
    show(<DictTag dict="sys_normal_disable" value={['0', '7', '8']} fallback={fallback} />);
    expect((await screen.findByText('七')).dataset.echoStyle).toBe('warning');
    expect((await screen.findByText('正常')).dataset.echoStyle).toBe('primary');
    expect((await screen.findByText('8')).dataset.echoStyle).toBe('unknown');
    cleanup();
    byType.mockResolvedValueOnce({ code: 500, msg: '服务器错误' });
    show(<DictTag dict="no_such_dict" value="7" fallback={fallback} />);
    expect((await screen.findByText('七')).dataset.echoStyle).toBe('warning');
  });

  describe('a coded tag while its dictionary loads', () => {
    // The words the console's work-order status tags use (work-order-presentation.ts), for the `gd_status` dictionary.
    const WORDS = { pending: { label: 'workOrder.statusPending', variant: 'warning' }, completed: { label: 'workOrder.statusCompleted', variant: 'success' } } as const;
    /** The dictionary's answer, held until the test gives it. */
    function heldDictionary() {
      let answer: (body: unknown) => void = () => undefined;
      byType.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      return (body: unknown) => answer(body);
    }
    function showStatuses() {
      return show(
        <>
          <CodeTag field="workOrderStatus" value="pending" words={WORDS} data={{ 'data-testid': 'known' }} />
          <CodeTag field="workOrderStatus" value="7" words={WORDS} data={{ 'data-testid': 'unknown' }} />
        </>,
      );
    }

    it("shows the console's word at once, then the dictionary's label when it arrives; a code it has no word for waits", async () => {
      settings.state.language = 'zh-CN';
      const answer = heldDictionary();
      showStatuses();
      // At the first paint, before any answer: the word, in the console's colour.
      expect(screen.getByText('待处理').dataset.echoStyle).toBe('warning');
      expect(screen.getByTestId('unknown').querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(screen.getByTestId('unknown').textContent).toBe('');
      // An administrator's own label (not the seeded 待处理) and echo style replace the word.
      answer({ code: 200, msg: 'ok', data: [{ dictCode: 1, dictSort: 1, dictLabel: '待受理', dictValue: 'pending', listClass: 'danger', cssClass: '', status: '0' }] });
      expect((await screen.findByText('待受理')).dataset.echoStyle).toBe('danger');
      expect(screen.queryByText('待处理')).toBeNull();
      expect(screen.getByTestId('unknown').textContent).toBe('7');
      expect(screen.getByTestId('unknown').querySelector('[aria-busy="true"]')).toBeNull();
      expect(byType).toHaveBeenCalledTimes(1);
    });

    it('keeps the word, and shows a code it has no word for as it came, when the dictionary cannot be read', async () => {
      const answer = heldDictionary();
      showStatuses();
      expect(screen.getByText('待处理')).toBeTruthy();
      answer({ code: 500, msg: '服务器错误' });
      expect((await screen.findByText('7')).dataset.echoStyle).toBe('unknown');
      expect(screen.getByText('待处理').dataset.echoStyle).toBe('warning');
    });
  });

  it('shows nothing for an empty value', () => {
    byType.mockResolvedValue({ code: 200, msg: 'ok', data: NORMAL_DISABLE });
    const { container } = show(<DictTag dict="sys_normal_disable" value="" />);
    expect(container.textContent).toBe('');
  });

  it("prefers the dictionary's label in Chinese and the console's word in English, for a value the console knows", () => {
    const fromDict = { dictLabel: '待受理', listClass: 'danger', cssClass: 'x' };
    const word = { dictLabel: 'Pending', listClass: 'warning' };
    expect(dictValueItem(fromDict, word, 'zh-CN')).toEqual(fromDict);
    expect(dictValueItem(fromDict, word, 'en')).toEqual({ dictLabel: 'Pending', listClass: 'danger', cssClass: 'x' });
    expect(dictValueItem(undefined, word, 'en')).toEqual(word);
    expect(dictValueItem(fromDict, undefined, 'en')).toEqual(fromDict);
    expect(dictValueItem(undefined, undefined, 'en')).toBeUndefined();
  });

  it("shows a label still as seeded in the UI's language, and one an administrator wrote as stored", async () => {
    settings.state.language = 'en';
    const renamed = { dictCode: 2, dictSort: 2, dictLabel: '已停用（维修）', dictValue: '1', listClass: 'danger', cssClass: '', status: '0' };
    byType.mockResolvedValue({ code: 200, msg: 'ok', data: [NORMAL_DISABLE[0], renamed] });
    show(<DictTag dict="sys_normal_disable" value={['0', '1']} />);
    expect((await screen.findByText('Normal')).dataset.echoStyle).toBe('primary');
    expect(await screen.findByText('已停用（维修）')).toBeTruthy();
    cleanup();
    // A backend seeded in English (vigil-mock --locale en) read in the Chinese UI.
    settings.state.language = 'zh-CN';
    byType.mockResolvedValue({ code: 200, msg: 'ok', data: [{ ...SEX[0], dictLabel: 'Male' }] });
    show(<DictTag dict="sys_user_sex" value="0" />);
    expect(await screen.findByText('男')).toBeTruthy();
  });
});
