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
  alreadySaved: "This QR code is already in your collection",
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
  // The phone, SMS, e-mail, location, event and text tabs.
  phoneGenerated: "Phone QR code generated!",
  smsGenerated: "SMS QR code generated!",
  emailGenerated: "E-mail QR code generated!",
  locationGenerated: "Location QR code generated!",
  eventGenerated: "Event QR code generated!",
  textGenerated: "Text QR code generated!",
  enterPhone: "Please enter a phone number",
  invalidPhone: "Please enter the phone number as digits, with an optional + and country code",
  enterEmail: "Please enter an email address",
  invalidLatitude: "Please enter a latitude between -90 and 90, like 28.0836",
  invalidLongitude: "Please enter a longitude between -180 and 180, like -80.6081",
  enterEventTitle: "Please enter the event title",
  enterEventStart: "Please enter when the event starts",
  invalidEventEnd: "Please enter when the event ends as a date and time",
  endBeforeStart: "The event must end after it starts",
  invalidTimeZone: "Please choose a time zone",
  nonexistentTime: "That time does not exist in the chosen time zone (the clocks skip it); pick another",
  enterText: "Please enter some text",
  batchEmpty: "No row is ready: fix the errors listed and preview again",
  preparingSheet: "Preparing the print sheet...",
  sheetDownloaded: "Print sheet downloaded",
  failedSheet: "Failed to make the print sheet",
  invalidStyle: "Please check the style settings",
  checking: "Checking that the code scans…",
  checkedScans: "Checked: scans",
  checkFailed:
    "Check failed: this code did not read back as its content. Choose other colours, a larger size or a higher error correction level.",
  checkUnavailable:
    "The scan check could not be loaded, so this styled code cannot be downloaded yet. Check your connection and try again.",
  checkFirst: "Wait for the scan check to pass before downloading or saving a styled code",
  emptyHint: "Generate a QR code and click Save to Collection",
} as const;

export function failedToAddToSheet(name: string): string {
  return `Failed to add ${name} to the print sheet`;
}

export function failedToAddToZip(name: string): string {
  return `Failed to add ${name} to zip`;
}
