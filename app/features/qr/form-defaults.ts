import type { BusinessInput, ContactInput, WifiInput } from "./schema";

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
