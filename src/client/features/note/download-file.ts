/** Saves a blob under the given name through a temporary link, as a browser download. */
export function downloadFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers before it has started reading.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
