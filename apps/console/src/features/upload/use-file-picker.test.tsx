import { importFileSchema } from '@vigil/sdk/validation';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../app/services';
import { useFilePicker } from './use-file-picker';

function Picker({ onFile }: { onFile: (file: File) => void }) {
  const { pick, input } = useFilePicker({ accept: '.xlsx,.xls', rule: importFileSchema, onFile, label: '选择导入文件' });
  return (
    <>
      <button type="button" onClick={pick}>
        导入
      </button>
      {input}
    </>
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('选择导入文件'), { target: { files: [file] } });
}

const sized = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

afterEach(() => {
  cleanup();
  toasts.dismiss();
});

describe('useFilePicker', () => {
  it('hands a workbook within the rule to onFile, without a toast', () => {
    const onFile = vi.fn();
    render(<Picker onFile={onFile} />);
    const file = sized('devices.xlsx', 1024);
    choose(file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('refuses a CSV and a 600 KB workbook with the rule text, and never calls onFile', () => {
    const onFile = vi.fn();
    render(<Picker onFile={onFile} />);
    choose(sized('devices.csv', 10));
    choose(sized('devices.xlsx', 600 * 1024));
    expect(onFile).not.toHaveBeenCalled();
    expect(toasts.getSnapshot().map((t) => [t.title, t.variant])).toEqual([
      ['只能导入 xlsx 或 xls 文件', 'error'],
      ['导入文件不能超过 500kb', 'error'],
    ]);
  });

  it('pick() opens the hidden file input', () => {
    render(<Picker onFile={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('选择导入文件');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(click).toHaveBeenCalled();
  });
});
