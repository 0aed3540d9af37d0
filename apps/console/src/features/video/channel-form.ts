import type { VideoChannel } from '@vigil/sdk';
import type { FormFieldConfig } from '../forms/form-types';

/** A channel's form (videoChannelBodySchema: the title at most 10 characters, spec §5; the same rule vigil-mock applies). */
export const CHANNEL_FIELDS: readonly FormFieldConfig[] = [
  { name: 'title', label: 'video.channelTitle', kind: 'text', required: true },
  { name: 'imei', label: 'video.imei', kind: 'text', blank: 'omit' },
  { name: 'url', label: 'video.url', kind: 'text', blank: 'omit', hint: 'video.urlHint' },
  { name: 'remark', label: 'video.remark', kind: 'textarea', blank: 'omit' },
];

export type ChannelValues = Record<string, string | number>;

export const blankChannel = (): ChannelValues => ({ title: '', imei: '', url: '', remark: '' });

/** The edit form prefilled with the channel (its id travels with it). */
export const channelValues = (channel: VideoChannel): ChannelValues => ({ id: channel.id, title: channel.title, imei: channel.imei ?? '', url: channel.url ?? '', remark: channel.remark ?? '' });
