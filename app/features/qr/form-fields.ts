import { QR_MESSAGES } from "./messages";
import type { QrType } from "./schema";

export interface QrFieldDef {
  name: string;
  label: string;
  kind: "text" | "email" | "tel" | "url" | "date" | "textarea" | "select" | "checkbox";
  required?: boolean;
  autoComplete?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
}

/** The fields each tab asks for: website, contact card, business card and Wi-Fi. Labels are what users see. */
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
};

export const QR_TAB_LABELS: Record<QrType, string> = {
  website: "Website",
  contact: "Contact",
  business: "Business Card",
  wifi: "Wi-Fi",
};

export const QR_GENERATED_MESSAGES: Record<QrType, string> = {
  website: QR_MESSAGES.websiteGenerated,
  contact: QR_MESSAGES.contactGenerated,
  business: QR_MESSAGES.businessGenerated,
  wifi: QR_MESSAGES.wifiGenerated,
};
