import { describe, expect, it } from "vitest";

import { buildWifiContent, escapeWifi } from "./wifi";

describe("escapeWifi", () => {
  it("escapes backslash, semicolon, comma, colon and double quote", () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
  });
});

describe("buildWifiContent", () => {
  it("writes T, S and P for a WPA network", () => {
    expect(buildWifiContent({ ssid: "Shop Guest", password: "pa;ss:word", security: "WPA", hidden: false })).toBe(
      "WIFI:T:WPA;S:Shop Guest;P:pa\\;ss\\:word;;",
    );
  });

  it("adds H:true for a hidden network", () => {
    expect(buildWifiContent({ ssid: "Back\\Office", password: "12345678", security: "WEP", hidden: true })).toBe(
      "WIFI:T:WEP;S:Back\\\\Office;P:12345678;H:true;;",
    );
  });

  it("leaves the password out of an open network", () => {
    expect(buildWifiContent({ ssid: 'Café "Ł" 日本', password: "ignored", security: "nopass", hidden: false })).toBe(
      'WIFI:T:nopass;S:Café \\"Ł\\" 日本;;',
    );
  });

  it("keeps leading and trailing spaces of the network name", () => {
    expect(buildWifiContent({ ssid: " net ", password: "", security: "nopass", hidden: false })).toBe("WIFI:T:nopass;S: net ;;");
  });
});
