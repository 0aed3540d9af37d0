import { describe, expect, it } from 'vitest';
import { DEVICE_SEARCH_FIELDS } from '../devices/device-search';
import { formatListQuery, parseListQuery } from './list-url';

// A real config: device management's search form (text and select fields).
const FIELDS = DEVICE_SEARCH_FIELDS;

describe('list URL state', () => {
  it('restores filters, page and size from a shared link', () => {
    expect(parseListQuery('?imei=8612&status=online&pageNum=3&pageSize=20', FIELDS)).toEqual({
      filters: { imei: '8612', status: 'online' },
      pageNum: 3,
      pageSize: 20,
    });
  });

  it('ignores values a user could not have chosen', () => {
    expect(parseListQuery('?status=broken&pageNum=-1&pageSize=999&other=x', FIELDS)).toEqual({ filters: {}, pageNum: 1, pageSize: 10 });
  });

  it('writes only what differs from the defaults and keeps foreign parameters', () => {
    expect(formatListQuery({ filters: { imei: '86' }, pageNum: 1, pageSize: 10 }, FIELDS, 'tab=x&imei=old&pageNum=4')).toBe('tab=x&imei=86');
    expect(formatListQuery({ filters: { status: 'offline' }, pageNum: 2, pageSize: 50 }, FIELDS)).toBe('status=offline&pageNum=2&pageSize=50');
  });

  it('round-trips', () => {
    const query = { filters: { imei: '86 12', status: 'online' }, pageNum: 4, pageSize: 30 };
    expect(parseListQuery(formatListQuery(query, FIELDS), FIELDS)).toEqual(query);
  });
});
