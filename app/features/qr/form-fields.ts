import { QR_MESSAGES } from "./messages";
import type { QrType } from "./qr-types";

export interface QrFieldDef {
  name: string;
  label: string;
  kind: "text" | "email" | "tel" | "url" | "date" | "datetime-local" | "textarea" | "select" | "checkbox";
  required?: boolean;
  autoComplete?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
}

/** The fields each tab asks for: website, contact card, business card and Wi-Fi. Labels are what users see. */
const TIME_ZONES = [
  ["America/New_York", "Eastern (New York, Melbourne FL)"],
  ["America/Chicago", "Central (Chicago)"],
  ["America/Denver", "Mountain (Denver)"],
  ["America/Phoenix", "Arizona (Phoenix, no daylight time)"],
  ["America/Los_Angeles", "Pacific (Los Angeles)"],
  ["America/Anchorage", "Alaska (Anchorage)"],
  ["Pacific/Honolulu", "Hawaii (Honolulu)"],
  ["America/Puerto_Rico", "Atlantic (Puerto Rico)"],
  ["Europe/London", "London"],
  ["Europe/Berlin", "Central Europe (Berlin)"],
  ["Asia/Tokyo", "Tokyo"],
  ["UTC", "UTC"],
].map(([value, label]) => ({ value, label }));

export const QR_FORM_FIELDS: Record<QrType, QrFieldDef[]> = {
  website: [{ name: "websiteUrl", label: "Website URL", kind: "url", required: true, autoComplete: "url", wide: true }],
  contact: [
    { name: "name", label: "Name", kind: "text", required: true, autoComplete: "name", wide: true },
    { name: "email", label: "Email", kind: "email", autoComplete: "email" },
    { name: "phone", label: "Phone", kind: "tel", autoComplete: "tel" },
    { name: "street", label: "Street", kind: "text", autoComplete: "street-address", wide: true },
    { name: "city", label: "City", kind: "text", autoComplete: "address-level2" },
    { name: "state", label: "State", kind: "text", autoComplete: "address-level1" },
    { name: "zipCode", label: "Zip Code", kind: "text", autoComplete: "postal-code" },
    { name: "country", label: "Country", kind: "text", autoComplete: "country-name" },
    { name: "birthday", label: "Birthday", kind: "date", autoComplete: "bday" },
    { name: "note", label: "Note", kind: "textarea", wide: true },
  ],
  business: [
    { name: "name", label: "Name", kind: "text", required: true, autoComplete: "name" },
    { name: "company", label: "Company Name", kind: "text", required: true, autoComplete: "organization" },
    { name: "jobTitle", label: "Job Title", kind: "text", autoComplete: "organization-title" },
    { name: "phone", label: "Business Phone", kind: "tel", autoComplete: "tel" },
    { name: "email", label: "Business Email", kind: "email", autoComplete: "email" },
    { name: "website", label: "Website", kind: "url", autoComplete: "url" },
    { name: "fax", label: "Fax", kind: "tel" },
    { name: "address", label: "Address", kind: "text", autoComplete: "street-address", wide: true },
    { name: "note", label: "Note", kind: "textarea", wide: true },
  ],
  wifi: [
    { name: "ssid", label: "Network name (SSID)", kind: "text", required: true, autoComplete: "off", wide: true },
    { name: "password", label: "Password", kind: "text", autoComplete: "off" },
    {
      name: "security",
      label: "Security",
      kind: "select",
      options: [
        { value: "WPA", label: "WPA/WPA2/WPA3" },
        { value: "WEP", label: "WEP" },
        { value: "nopass", label: "None (open network)" },
      ],
    },
    { name: "hidden", label: "Hidden network", kind: "checkbox", wide: true },
  ],
  phone: [{ name: "phone", label: "Phone number", kind: "tel", required: true, autoComplete: "tel", wide: true }],
  sms: [
    { name: "phone", label: "Phone number", kind: "tel", required: true, autoComplete: "tel", wide: true },
    { name: "message", label: "Message", kind: "textarea", wide: true },
  ],
  email: [
    { name: "to", label: "Email address", kind: "email", required: true, autoComplete: "email", wide: true },
    { name: "subject", label: "Subject", kind: "text", wide: true },
    { name: "body", label: "Message", kind: "textarea", wide: true },
  ],
  location: [
    { name: "latitude", label: "Latitude", kind: "text", required: true, autoComplete: "off" },
    { name: "longitude", label: "Longitude", kind: "text", required: true, autoComplete: "off" },
    {
      name: "format",
      label: "Code opens",
      kind: "select",
      wide: true,
      options: [
        { value: "geo", label: "A geo: location (Android and map apps)" },
        { value: "maps", label: "A Google Maps link (every phone)" },
      ],
    },
  ],
  event: [
    { name: "title", label: "Event title", kind: "text", required: true, wide: true },
    { name: "start", label: "Starts", kind: "datetime-local", required: true },
    { name: "end", label: "Ends (optional: one hour)", kind: "datetime-local" },
    { name: "timeZone", label: "Time zone", kind: "select", wide: true, options: TIME_ZONES },
    { name: "location", label: "Place", kind: "text", wide: true },
    { name: "description", label: "Description", kind: "textarea", wide: true },
  ],
  text: [{ name: "text", label: "Text", kind: "textarea", required: true, wide: true }],
};

export const QR_TAB_LABELS: Record<QrType, string> = {
  website: "Website",
  contact: "Contact",
  business: "Business Card",
  wifi: "Wi-Fi",
  phone: "Phone",
  sms: "SMS",
  email: "E-mail",
  location: "Location",
  event: "Event",
  text: "Text",
};

export const QR_GENERATED_MESSAGES: Record<QrType, string> = {
  website: QR_MESSAGES.websiteGenerated,
  contact: QR_MESSAGES.contactGenerated,
  business: QR_MESSAGES.businessGenerated,
  wifi: QR_MESSAGES.wifiGenerated,
  phone: QR_MESSAGES.phoneGenerated,
  sms: QR_MESSAGES.smsGenerated,
  email: QR_MESSAGES.emailGenerated,
  location: QR_MESSAGES.locationGenerated,
  event: QR_MESSAGES.eventGenerated,
  text: QR_MESSAGES.textGenerated,
};
