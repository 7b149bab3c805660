/**
 * Hands a file the element downloaded (a blob from `downloadFile`) to the browser as a download,
 * the way a link with `download` does, also from inside a shadow root on a host page.
 */
export function saveDownloadedFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns: revoke the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
