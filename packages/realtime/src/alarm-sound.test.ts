import { describe, expect, it } from 'vitest';
import { alarmMessage } from '../test/alarm-fixtures';
import { MemoryStorage, manualScheduler } from '../test/memory-storage';
import { createAlarmFeed } from './alarm-feed';
import { type AudioLike, createAlarmSound } from './alarm-sound';

class FakeAudio implements AudioLike {
  volume = 0.5;
  loop = false;
  currentTime = 0;
  plays = 0;
  pauses = 0;
  refuse = false;
  play(): Promise<void> {
    this.plays += 1;
    return this.refuse ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve();
  }
  pause(): void {
    this.pauses += 1;
  }
}

function setup(storage = new MemoryStorage()) {
  const feed = createAlarmFeed({ scheduler: manualScheduler().scheduler });
  const audio = new FakeAudio();
  const sound = createAlarmSound({ audio, feed, storage });
  return { feed, audio, sound, storage };
}

describe('createAlarmSound', () => {
  it('plays in a loop while an alarm is active and stops when it is confirmed', () => {
    const { feed, audio, sound } = setup();
    expect(sound.state.playing).toBe(false);
    const a = feed.add(alarmMessage('A', 1));
    feed.add(alarmMessage('B', 1));
    feed.flush();
    expect(sound.state.playing).toBe(true);
    expect(audio).toMatchObject({ plays: 1, loop: true, volume: 1 });
    feed.remove(a?.id ?? '');
    feed.flush();
    expect(sound.state.playing).toBe(true);
    expect(audio.pauses).toBe(0);
    feed.clear();
    feed.flush();
    expect(sound.state.playing).toBe(false);
    expect(audio.pauses).toBe(1);
  });

  it('sets volume 0 with voice off, persists the toggle under voice, and restores it', () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    first.sound.toggleVoice();
    expect(first.sound.state.voice).toBe(false);
    expect(first.audio.volume).toBe(0);
    expect(storage.getItem('voice')).toBe('false');
    const reloaded = setup(storage);
    expect(reloaded.sound.state.voice).toBe(false);
    expect(reloaded.audio.volume).toBe(0);
    reloaded.sound.setVoice(true);
    expect(reloaded.audio.volume).toBe(1);
    expect(storage.getItem('voice')).toBe('true');
  });

  it('starts playing for alarms restored from a reload', () => {
    const storage = new MemoryStorage();
    const feed = createAlarmFeed({ storage });
    feed.add(alarmMessage('A', 1));
    feed.flush();
    const audio = new FakeAudio();
    const sound = createAlarmSound({ audio, feed: createAlarmFeed({ storage }) });
    expect(sound.state.playing).toBe(true);
    expect(audio.plays).toBe(1);
  });

  it('reports a play the browser blocks and retries it on resume()', async () => {
    const { feed, audio, sound } = setup();
    audio.refuse = true;
    const errors: Error[] = [];
    sound.on('error', (error) => errors.push(error));
    feed.add(alarmMessage('A', 1));
    feed.flush();
    await Promise.resolve();
    await Promise.resolve();
    expect(sound.state).toMatchObject({ playing: true, blocked: true });
    expect(errors[0]?.message).toBe('NotAllowedError');
    audio.refuse = false;
    sound.resume();
    await Promise.resolve();
    await Promise.resolve();
    expect(sound.state.blocked).toBe(false);
    expect(audio.plays).toBe(2);
  });
});
