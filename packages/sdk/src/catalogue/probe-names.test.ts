import { describe, expect, it } from 'vitest';
import { DEVICE_CATALOGUE } from './device-catalogue';
import { nameIn, probeMeasureFor, probeMeasureMentioned, probeNameIn } from './probe-names';

describe('probe names', () => {
  it('names a catalogue probe in the UI language whatever language the backend stored its name in', () => {
    expect(probeNameIn({ type: 'CH4', name: '甲烷' }, 'en')).toBe('Methane');
    expect(probeNameIn({ type: 'CH4', name: 'Methane' }, 'zh-CN')).toBe('甲烷');
    expect(probeNameIn({ type: 'O2', name: '氧气' }, 'en-US')).toBe('Oxygen');
  });
  it('knows the helmet-only gases too', () => {
    expect(probeNameIn({ type: 'NH3', name: '氨气' }, 'en')).toBe('Ammonia');
    expect(probeNameIn({ type: 'C7H8' }, 'en')).toBe('Toluene');
  });
  it('recognises a probe by its name when the backend sends no type', () => {
    expect(probeNameIn({ name: '一氧化碳' }, 'en')).toBe('Carbon monoxide');
    expect(probeMeasureFor({ name: 'carbon monoxide' })?.type).toBe('CO');
  });
  it("keeps the backend's name for a kind the catalogue lacks, else the fallback", () => {
    expect(probeNameIn({ type: 'XYZ', name: '自定义' }, 'en')).toBe('自定义');
    expect(probeNameIn({ type: 'XYZ' }, 'en', '3')).toBe('3');
  });
  it('picks a product name in either language', () => {
    const house = DEVICE_CATALOGUE[1];
    expect(house && nameIn(house.name, 'en')).toBe('Home Alarm');
    expect(house && nameIn(house.name, 'zh-CN')).toBe('家用报警器');
  });
  it('finds the probe an alarm text names, the longest name winning', () => {
    expect(probeMeasureMentioned('甲烷高报')?.type).toBe('CH4');
    expect(probeMeasureMentioned('Kitchen Carbon monoxide High alarm')?.type).toBe('CO');
    expect(probeMeasureMentioned('甲烷积分浓度低报')?.type).toBe('CH4L');
    expect(probeMeasureMentioned('e2e')).toBeUndefined();
  });
});
