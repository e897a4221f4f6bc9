import type { BusinessInput, ContactInput, QrType, WifiInput } from "./schema";

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

export function emptyFormValues(): Record<QrType, QrFormValues> {
  return {
    website: { ...EMPTY_WEBSITE },
    contact: { ...EMPTY_CONTACT },
    business: { ...EMPTY_BUSINESS },
    wifi: { ...EMPTY_WIFI },
  };
}
