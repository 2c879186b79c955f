/** Hands text to the browser as a file download. */
export function saveText(text: string, fileName: string, contentType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: contentType }));
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
