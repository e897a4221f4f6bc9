const PNG_DATA_URL_PREFIX = "data:image/png;base64,";

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

export function pngDataUrl(png: Uint8Array): string {
  return PNG_DATA_URL_PREFIX + bytesToBase64(png);
}

/** Reads a PNG data URL back into bytes; throws when it is not one. */
export function pngBytesFromDataUrl(url: string): Uint8Array {
  if (!url.startsWith(PNG_DATA_URL_PREFIX)) throw new Error("Not a PNG data URL");
  const base64 = url.slice(PNG_DATA_URL_PREFIX.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) throw new Error("Malformed base64");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
