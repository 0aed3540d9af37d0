import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import { alarmLine, alarmText } from './alarm-text';

describe('an alarm’s text', () => {
  const en = createTranslator('en').t;
  const zh = createTranslator('zh-CN').t;
  // As vigil-mock writes a generated alarm in Chinese, and a RuoYi-family backend writes every one.
  const chinese = { name: '厨房报警器 甲烷', notes: '甲烷高报', alarm: '2' };

  it('is the console’s words in English: the catalogue’s probe name and the type’s word, the device name kept', () => {
    expect(alarmText(chinese, 'en', en)).toEqual({ device: '厨房报警器', words: 'Methane High alarm' });
    expect(alarmText({ name: 'Kitchen Oxygen', notes: 'Oxygen 低报', alarm: '1' }, 'en', en)).toEqual({ device: 'Kitchen', words: 'Oxygen Low alarm' });
  });

  it('is the type’s word alone when the text names no catalogue probe', () => {
    expect(alarmText({ name: 'Pump 3', notes: '故障', alarm: '3' }, 'en', en)).toEqual({ device: 'Pump 3', words: 'Fault' });
  });

  it('is what the backend sent in Chinese, and for a type the console does not know', () => {
    expect(alarmLine(alarmText(chinese, 'zh-CN', zh))).toBe('厨房报警器 甲烷 (甲烷高报)');
    expect(alarmLine(alarmText({ name: '泵房', notes: '水浸', alarm: '9' }, 'en', en))).toBe('泵房 (水浸)');
    expect(alarmLine(alarmText({ name: '泵房', alarm: '9' }, 'en', en))).toBe('泵房');
  });
});
