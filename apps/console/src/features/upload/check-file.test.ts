import { importFileSchema } from '@vigil/sdk/validation';
import { describe, expect, it } from 'vitest';
import { fileRefusal } from './check-file';

describe('fileRefusal with the import rule', () => {
  it('passes an xlsx or xls workbook of at most 500 KB', () => {
    expect(fileRefusal(importFileSchema, { name: 'devices.xlsx', size: 500 * 1024 })).toBeNull();
    expect(fileRefusal(importFileSchema, { name: 'DEVICES.XLS', size: 10 })).toBeNull();
  });

  it('refuses another type first, then a file over 500 KB', () => {
    expect(fileRefusal(importFileSchema, { name: 'devices.csv', size: 10 })).toBe('validation.import.type');
    expect(fileRefusal(importFileSchema, { name: 'devices.csv', size: 600 * 1024 })).toBe('validation.import.type');
    expect(fileRefusal(importFileSchema, { name: 'devices.xlsx', size: 500 * 1024 + 1 })).toBe('validation.import.size');
  });
});
