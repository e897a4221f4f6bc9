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

  it("treats empty strings as unset", () => {
    expect(parseConfig({ BUSINESS_NAME: "", DATABASE_URL: "" }).business.name).toBe(DEFAULT_BUSINESS.name);
  });
});
