import { describe, expect, it } from "vitest";

import { buildQrContent } from "./content";
import { EMPTY_BUSINESS, EMPTY_CONTACT, EMPTY_WIFI } from "./form-defaults";

describe("buildQrContent", () => {
  it("asks for a website URL when it is blank", () => {
    expect(buildQrContent("website", { websiteUrl: "  " })).toEqual({
      ok: false,
      message: "Please enter a website URL",
      fields: ["websiteUrl"],
    });
  });

  it("refuses a URL that does not parse", () => {
    expect(buildQrContent("website", { websiteUrl: "javascript:alert(1)" })).toEqual({
      ok: false,
      message: "Invalid URL format",
      fields: ["websiteUrl"],
    });
  });

  it("adds https:// and names the code after the host", () => {
    expect(buildQrContent("website", { websiteUrl: "www.example.com/shop?x=1" })).toEqual({
      ok: true,
      type: "website",
      content: "https://www.example.com/shop?x=1",
      name: "www.example.com",
    });
  });

  it("asks for a contact name", () => {
    expect(buildQrContent("contact", { ...EMPTY_CONTACT, email: "a@b.co" })).toEqual({
      ok: false,
      message: "Please enter at least a name",
      fields: ["name"],
    });
  });

  it("checks a contact e-mail and birthday when they are given", () => {
    const result = buildQrContent("contact", { ...EMPTY_CONTACT, name: "A", email: "not an email", birthday: "17/05/1990" });
    expect(result).toEqual({ ok: false, message: "Please enter a valid email address", fields: ["email", "birthday"] });
  });

  it("names a contact code after the trimmed name", () => {
    const result = buildQrContent("contact", { ...EMPTY_CONTACT, name: "  José Müller " });
    expect(result.ok && result.name).toBe("José Müller");
  });

  it("asks for both business name and company, marking each missing field", () => {
    expect(buildQrContent("business", { ...EMPTY_BUSINESS })).toEqual({
      ok: false,
      message: "Please enter at least a name and company name",
      fields: ["name", "company"],
    });
    expect(buildQrContent("business", { ...EMPTY_BUSINESS, name: "Ann" })).toEqual({
      ok: false,
      message: "Please enter at least a name and company name",
      fields: ["company"],
    });
  });

  it("names a business code 'name - company' and normalizes its website", () => {
    const result = buildQrContent("business", { ...EMPTY_BUSINESS, name: "Ann Lee", company: "Acme", website: "acme.com" });
    expect(result.ok && result.name).toBe("Ann Lee - Acme");
    expect(result.ok && result.content).toContain("\r\nURL:https://acme.com\r\n");
  });

  it("refuses a business website that is not http(s)", () => {
    const result = buildQrContent("business", { ...EMPTY_BUSINESS, name: "A", company: "B", website: "javascript:alert(1)" });
    expect(result).toEqual({ ok: false, message: "Invalid URL format", fields: ["website"] });
  });

  it("checks the Wi-Fi name and password", () => {
    expect(buildQrContent("wifi", { ...EMPTY_WIFI })).toEqual({
      ok: false,
      message: "Please enter the network name",
      fields: ["ssid", "password"],
    });
    expect(buildQrContent("wifi", { ...EMPTY_WIFI, ssid: "Net", password: "short" })).toEqual({
      ok: false,
      message: "A WPA password has 8 to 63 characters",
      fields: ["password"],
    });
    const open = buildQrContent("wifi", { ...EMPTY_WIFI, ssid: " Guest ", security: "nopass" });
    expect(open).toEqual({ ok: true, type: "wifi", content: "WIFI:T:nopass;S: Guest ;;", name: "Guest" });
  });

  it("gives 'Invalid QR code type' for an unknown type", () => {
    expect(buildQrContent("fax", { text: "hi" })).toEqual({ ok: false, message: "Invalid QR code type", fields: [] });
  });

  it("rejects input of the wrong shape instead of throwing", () => {
    expect(buildQrContent("contact", null).ok).toBe(false);
    expect(buildQrContent("website", { websiteUrl: 42 }).ok).toBe(false);
  });
});
