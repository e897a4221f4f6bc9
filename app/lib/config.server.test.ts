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

  it("reads the outbox worker's interval and the SMTP timeout, with defaults", () => {
    expect(parseConfig({}).OUTBOX_POLL_MS).toBe(5000);
    expect(parseConfig({}).mail.timeoutMs).toBe(20000);
    const c = parseConfig({ OUTBOX_POLL_MS: "250", SMTP_TIMEOUT_MS: "3000" });
    expect([c.OUTBOX_POLL_MS, c.mail.timeoutMs]).toEqual([250, 3000]);
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
    [{ OUTBOX_POLL_MS: "10" }, /^Invalid configuration: OUTBOX_POLL_MS /],
    [{ OUTBOX_POLL_MS: "soon" }, /^Invalid configuration: OUTBOX_POLL_MS /],
    [{ SMTP_TIMEOUT_MS: "200000" }, /^Invalid configuration: SMTP_TIMEOUT_MS /],
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

describe("booking settings", () => {
  it("default to Monday to Saturday, three windows of three places, 14 days, no closed dates, Eastern time", () => {
    expect(parseConfig({}).booking).toEqual({
      weekdays: [1, 2, 3, 4, 5, 6],
      windows: [
        { start: "09:00", end: "12:00" },
        { start: "12:00", end: "15:00" },
        { start: "15:00", end: "18:00" },
      ],
      capacity: 3,
      daysAhead: 14,
      closedDates: [],
      timeZone: "America/New_York",
    });
  });

  it("reads each from the environment", () => {
    const c = parseConfig({
      BOOKING_DAYS: "Tue, thu,TUE",
      BOOKING_WINDOWS: "08:30-10:00, 13:00 - 17:30",
      BOOKING_CAPACITY: "5",
      BOOKING_DAYS_AHEAD: "7",
      BOOKING_CLOSED_DATES: "2027-01-01,2026-12-25",
      SHOP_TIMEZONE: "Europe/Berlin",
    }).booking;
    expect(c).toEqual({
      weekdays: [2, 4],
      windows: [
        { start: "08:30", end: "10:00" },
        { start: "13:00", end: "17:30" },
      ],
      capacity: 5,
      daysAhead: 7,
      closedDates: ["2026-12-25", "2027-01-01"],
      timeZone: "Europe/Berlin",
    });
  });

  it("treats empty values as unset", () => {
    const c = parseConfig({ BOOKING_DAYS: "", BOOKING_WINDOWS: " ", BOOKING_CLOSED_DATES: "", SHOP_TIMEZONE: "" }).booking;
    expect(c.weekdays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(c.windows).toHaveLength(3);
    expect(c.timeZone).toBe("America/New_York");
  });

  it.each([
    ["BOOKING_DAYS", "mon,funday"],
    ["BOOKING_DAYS", ","],
    ["BOOKING_WINDOWS", "9-12"],
    ["BOOKING_WINDOWS", "12:00-09:00"],
    ["BOOKING_WINDOWS", "09:00-12:00,11:00-13:00"],
    ["BOOKING_WINDOWS", "24:00-25:00"],
    ["BOOKING_CAPACITY", "0"],
    ["BOOKING_CAPACITY", "three"],
    ["BOOKING_DAYS_AHEAD", "365"],
    ["BOOKING_CLOSED_DATES", "2026-02-30"],
    ["BOOKING_CLOSED_DATES", "12/25/2026"],
    ["SHOP_TIMEZONE", "Mars/Olympus_Mons"],
  ])("stops on a bad %s (%s) with one line naming it", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} [^\\n]+$`));
  });
});
