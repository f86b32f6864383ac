/** Hands a file to the browser through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A text (PEM, key) saved as a file. */
export function saveText(text: string, fileName: string, type = 'application/x-pem-file'): void {
  saveBlob(new Blob([text], { type }), fileName);
}

/** Spec section 8: "Download successful" shows 1.5 s after the download starts. */
export const DOWNLOAD_TOAST_DELAY_MS = 1500;
