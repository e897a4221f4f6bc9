// pngjs ships no types; the decode test uses only this (pngjs comes with qrcode).
declare module "pngjs" {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}
