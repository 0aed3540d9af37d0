import { saveBlob } from '../export/save-blob';

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
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${title.replace(/[\\/:*?"<>|]/g, '_')}-${stamp}`;
}
