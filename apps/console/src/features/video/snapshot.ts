import { saveBlob } from '../export/save-blob';
import { twoDigits } from '../format/two-digits';

/** Saves the video's current frame as a PNG (at the stream's own size) under `name`.png. */
export function saveSnapshot(video: HTMLVideoElement, name: string): void {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  canvas.toBlob((blob) => {
    if (blob) saveBlob(blob, `${name}.png`);
  }, 'image/png');
}

/** A file name of a channel's title and the local time, e.g. `Camera 1-20261124-093012`. */
export function mediaFileName(title: string, at: Date = new Date()): string {
  const stamp = `${at.getFullYear()}${twoDigits(at.getMonth() + 1)}${twoDigits(at.getDate())}-${twoDigits(at.getHours())}${twoDigits(at.getMinutes())}${twoDigits(at.getSeconds())}`;
  return `${title.replace(/[\\/:*?"<>|]/g, '_')}-${stamp}`;
}
