import type { QrType } from "./qr-types";
import type {
  BusinessInput,
  ContactInput,
  EmailInput,
  EventInput,
  LocationInput,
  PhoneInput,
  SmsInput,
  TextInput,
  WifiInput,
} from "./schema";

/** Complete, empty form values, the way the forms start out. */
export const EMPTY_CONTACT: ContactInput = {
  name: "",
  email: "",
  phone: "",
  street: "",
  city: "",
  state: "",
  zipCode: "",
  country: "",
  birthday: "",
  note: "",
};

export const EMPTY_BUSINESS: BusinessInput = {
  name: "",
  company: "",
  jobTitle: "",
  address: "",
  phone: "",
  email: "",
  website: "",
  fax: "",
  note: "",
};

export const EMPTY_WIFI: WifiInput = { ssid: "", password: "", security: "WPA", hidden: false };

export const EMPTY_WEBSITE = { websiteUrl: "" };

export type QrFormValues = Record<string, string | boolean>;

export const EMPTY_PHONE: PhoneInput = { phone: "" };
export const EMPTY_SMS: SmsInput = { phone: "", message: "" };
export const EMPTY_EMAIL: EmailInput = { to: "", subject: "", body: "" };
export const EMPTY_LOCATION: LocationInput = { latitude: "", longitude: "", format: "geo" };
/** An empty event in `timeZone`: the shop's (SHOP_TIMEZONE), which the page passes down. */
export function emptyEvent(timeZone: string): EventInput {
  return { title: "", start: "", end: "", timeZone, location: "", description: "" };
}
export const EMPTY_TEXT: TextInput = { text: "" };

/** Every tab's empty form; an event starts in `eventTimeZone`, the shop's time zone. */
export function emptyFormValues(eventTimeZone: string): Record<QrType, QrFormValues> {
  return {
    website: { ...EMPTY_WEBSITE },
    contact: { ...EMPTY_CONTACT },
    business: { ...EMPTY_BUSINESS },
    wifi: { ...EMPTY_WIFI },
    phone: { ...EMPTY_PHONE },
    sms: { ...EMPTY_SMS },
    email: { ...EMPTY_EMAIL },
    location: { ...EMPTY_LOCATION },
    event: { ...emptyEvent(eventTimeZone) },
    text: { ...EMPTY_TEXT },
  };
}
