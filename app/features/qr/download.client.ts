/** Saves bytes or text as a file through an object URL: nothing leaves the browser. */
export function downloadFile(data: Uint8Array | string, fileName: string, mimeType: string): void {
  const part = typeof data === "string" ? data : (data as Uint8Array<ArrayBuffer>);
  const url = URL.createObjectURL(new Blob([part], { type: mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
