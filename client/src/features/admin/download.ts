/** Saves a JSON value as a file download. */
export function download(filename: string, value: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Revoked a moment later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
