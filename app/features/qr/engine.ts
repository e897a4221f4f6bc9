// The heavy part (QR encoder, PNG deflate, zip), split off from the page's first load.
export { generateQr, remakeLegacyCode } from "./generate";
export { buildCollectionZip } from "./zip";
