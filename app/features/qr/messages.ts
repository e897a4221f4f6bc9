/** Every text the QR tool shows, in one place: the ones existing visitors know are kept word for word. */
export const QR_MESSAGES = {
  enterWebsiteUrl: "Please enter a website URL",
  invalidUrl: "Invalid URL format",
  enterName: "Please enter at least a name",
  enterNameAndCompany: "Please enter at least a name and company name",
  invalidType: "Invalid QR code type",
  generateFirst: "Generate a QR code first",
  saveSomeFirst: "Save some QR codes first",
  failedToDownload: "Failed to download QR codes",
  failedToLoadImage: "Failed to load QR code image",
  imageFailedToLoad: "Image failed to load",
  imageError: "Image error",
  websiteGenerated: "QR code generated successfully!",
  contactGenerated: "Contact QR code generated!",
  businessGenerated: "Business card QR code generated!",
  downloaded: "QR code downloaded",
  saved: "QR code saved to your private collection",
  removed: "QR code removed from collection",
  cleared: "All QR codes cleared",
  zipDownloaded: "QR codes downloaded as zip",
  preparingDownload: "Preparing download...",
  // The Wi-Fi tab, storage failures and size limits.
  wifiGenerated: "Wi-Fi QR code generated!",
  enterNetworkName: "Please enter the network name",
  enterNetworkPassword: "Please enter the network password, or choose no security",
  tooMuchData: "That is too much text for one QR code. Shorten the longest fields and try again.",
  storageFull: "Your browser's storage is full, so the code was not saved. Delete some saved codes and try again.",
  storageUnavailable: "Your browser does not let this site store data, so the collection was not changed.",
  engineUnavailable: "The QR code maker could not be loaded. Check your connection and try again.",
  noScript: "The QR code generator runs in your browser and needs JavaScript turned on.",
  corruptCollection: "Some saved QR codes could not be read and were removed from this browser.",
  emptyTitle: "Your saved QR codes will appear here",
  emptyHint: "Generate a QR code and click Save to Collection",
} as const;

export function failedToAddToZip(name: string): string {
  return `Failed to add ${name} to zip`;
}
