/** QR codes: the site's own encoder, for other features that print a code (browser-safe). */
export { QR_IMAGE_SIZE, createQrMatrix, qrPathData } from "./render";
