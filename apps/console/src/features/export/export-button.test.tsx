import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AbortedError, type BlobResult, type CallOptions, type FailureResponse } from '@vigil/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, toasts } from '../../app/services';
import { ExportButton } from './export-button';

const saved: { name: string; size: number }[] = [];

beforeEach(() => {
  session.state.permissions = ['house:device:export'];
  // jsdom cannot download: record what the page asks the browser to save.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: 0 });
  });
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  saved.length = 0;
  vi.restoreAllMocks();
  session.state.permissions = [];
  toasts.dismiss();
});

/** A download the test finishes by hand, recording the options the button passed. */
function pendingDownload() {
  let finish: (result: BlobResult | FailureResponse) => void = () => undefined;
  let options: CallOptions = {};
  const download = vi.fn((given: CallOptions) => {
    options = given;
    return new Promise<BlobResult | FailureResponse>((resolve, reject) => {
      finish = resolve;
      given.signal?.addEventListener('abort', () => reject(new AbortedError('devices.exportLogs', undefined)));
    });
  });
  return { download, finish: (result: BlobResult | FailureResponse) => finish(result), options: () => options };
}

describe('ExportButton', () => {
  it('is removed for a user without the export permission', () => {
    session.state.permissions = ['house:device:list'];
    render(<ExportButton permissions={['house:device:export']} download={vi.fn()} fallbackName="devices.xlsx" />);
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  });

  it('shows the bytes received while the file arrives, then saves it under the server’s name', async () => {
    const pending = pendingDownload();
    render(<ExportButton permissions={['house:device:export']} download={pending.download} fallbackName="devices.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: '导出' }));

    const dialog = await screen.findByTestId('export-progress');
    expect(dialog.textContent).toContain('正在导出');
    pending.options().onDownloadProgress?.({ receivedBytes: 2048, totalBytes: 4096 });
    await waitFor(() => expect(screen.getByTestId('export-status').textContent).toContain('2 KB / 4 KB'));
    expect(screen.getByRole('progressbar')).toBeTruthy();

    pending.finish({ blob: new Blob(['x']), fileName: '设备列表.xlsx' });
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
    expect(saved.map((s) => s.name)).toEqual(['设备列表.xlsx']);
    expect(toasts.getSnapshot().map((t) => t.title)).toContain('导出成功');
  });

  it('saves under the fallback name when the server sends none', async () => {
    const pending = pendingDownload();
    render(<ExportButton permissions={['house:device:export']} download={pending.download} fallbackName="devices.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    pending.finish({ blob: new Blob(['x']), fileName: undefined });
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['devices.xlsx']));
  });

  it('cancel aborts the call, closes the dialog and saves nothing', async () => {
    const pending = pendingDownload();
    render(<ExportButton permissions={['house:device:export']} download={pending.download} fallbackName="devices.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await userEvent.click(await screen.findByTestId('export-cancel'));
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
    expect(pending.options().signal?.aborted).toBe(true);
    expect(saved).toEqual([]);
    expect(toasts.getSnapshot().map((t) => t.title)).toContain('已取消导出');
  });

  it('a refused export saves nothing and leaves the button usable again', async () => {
    const pending = pendingDownload();
    render(<ExportButton permissions={['house:device:export']} download={pending.download} fallbackName="devices.xlsx" />);
    const button = screen.getByRole('button', { name: '导出' });
    await userEvent.click(button);
    pending.finish({ code: 500, msg: '导出失败' });
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
    expect(saved).toEqual([]);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
