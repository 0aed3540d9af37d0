/** Saves `blob` as a download named `fileName` (a temporary object URL clicked through a detached link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the download once the click returns; revoke on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
