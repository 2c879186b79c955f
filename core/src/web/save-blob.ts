/** Hands a Blob to the browser as a file download named `fileName` (text made on the page, audio fetched with the token). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download from the URL by the time this runs.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
