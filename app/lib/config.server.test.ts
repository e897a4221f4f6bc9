import { describe, expect, it } from "vitest";

import { DEFAULT_BUSINESS } from "~/content/business";

import { ConfigError, parseConfig } from "./config.server";

describe("parseConfig", () => {
  it("has working defaults for an empty environment", () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe("0.0.0.0");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SITE_URL).toBe("http://localhost:3000");
    expect(c.business).toEqual(DEFAULT_BUSINESS);
  });

  it("shows prices unless SHOW_PRICES is false or 0, and names the variable for anything else", () => {
    expect(parseConfig({}).SHOW_PRICES).toBe(true);
    expect(parseConfig({ SHOW_PRICES: "true" }).SHOW_PRICES).toBe(true);
    expect(parseConfig({ SHOW_PRICES: "false" }).SHOW_PRICES).toBe(false);
    expect(parseConfig({ SHOW_PRICES: "0" }).SHOW_PRICES).toBe(false);
    expect(() => parseConfig({ SHOW_PRICES: "nope" })).toThrow(/^Invalid configuration: SHOW_PRICES must be true or false/);
  });

  it("reads PORT, HOST, SITE_URL (without trailing slash) and a file: database", () => {
    const c = parseConfig({ PORT: "8080", HOST: "127.0.0.1", SITE_URL: "https://example.com/", DATABASE_URL: "file:/tmp/x.db" });
    expect(c.PORT).toBe(8080);
    expect(c.HOST).toBe("127.0.0.1");
    expect(c.SITE_URL).toBe("https://example.com");
    expect(c.DATABASE_URL).toBe("file:/tmp/x.db");
  });

  it("accepts postgres URLs", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/site" }).DATABASE_URL).toContain("postgres://");
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT /],
    [{ PORT: "70000" }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: "mysql://root@localhost/db" }, /^Invalid configuration: DATABASE_URL must be unset, file:/],
    [{ SITE_URL: "ftp://example.com" }, /^Invalid configuration: SITE_URL /],
    [{ LOG_LEVEL: "loud" }, /^Invalid configuration: LOG_LEVEL /],
    [{ BUSINESS_EMAIL: "not-an-email" }, /^Invalid configuration: BUSINESS_EMAIL must be an e-mail address/],
    [{ AMAZON_ASSOCIATE_TAG: "bad tag!" }, /^Invalid configuration: AMAZON_ASSOCIATE_TAG /],
  ])("stops on a bad value with one line naming the variable: %o", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
    try {
      parseConfig(env);
    } catch (error) {
      expect((error as Error).message.split("\n")).toHaveLength(1);
    }
  });

  it("never echoes a database URL, which may hold a password", () => {
    expect(() => parseConfig({ DATABASE_URL: "mysql://root:secret@h/db" })).toThrow(/^(?!.*secret).*$/);
  });

  it("overrides business facts from the environment and keeps the rest", () => {
    const c = parseConfig({
      BUSINESS_NAME: "Brevard Computer Clinic",
      BUSINESS_PHONE: "(321) 555-0199",
      BUSINESS_EMAIL: "desk@example.com",
      AMAZON_ASSOCIATE_TAG: "brevard-20",
      BUSINESS_STREET: "100 Main St",
    });
    expect(c.business.name).toBe("Brevard Computer Clinic");
    expect(c.business.phone).toBe("(321) 555-0199");
    expect(c.business.email).toBe("desk@example.com");
    expect(c.business.amazonAssociateTag).toBe("brevard-20");
    expect(c.business.streetAddress).toBe("100 Main St");
    expect(c.business.city).toBe("Melbourne");
    expect(c.business.postalCode).toBe("32935");
    expect(c.business.yearsOfService).toBe(30);
    expect(c.business.foundedYear).toBe(2020);
  });

  it("reads TRUST_PROXY as off, a number of proxies in front, or a list of proxy addresses", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    for (const off of ["", "false", "0"]) expect(parseConfig({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: " 2 " }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.1" }).TRUST_PROXY).toEqual(["10.0.0.1"]);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,fd00::/8 , ::1,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "fd00::/8",
      "::1",
      "loopback",
    ]);
  });

  it.each(["yes", "-1", "1.5", "11", "0x1", "10.0.0.300", "10.0.0.0/33", "fd00::/129", "10.0.0.1,,10.0.0.2", "proxy.example"])(
    "refuses TRUST_PROXY=%j with one line that says what it takes",
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY must be false, true \(one proxy in front\), the number of proxies in front \(1 to 10\) or a comma list of proxy addresses or CIDR ranges/,
      );
    },
  );

  it("treats empty strings as unset", () => {
    expect(parseConfig({ BUSINESS_NAME: "", DATABASE_URL: "" }).business.name).toBe(DEFAULT_BUSINESS.name);
  });
});
