import { afterAll, describe, expect, it } from "vitest";

import { parseConfig, setConfig } from "~/lib/config.server";

import { loader } from "./privacy";

describe("the privacy page's periods", () => {
  afterAll(() => setConfig(parseConfig({ SITE_URL: "https://shop.example" })));

  it("come from the settings the retention job reads, the years for the books included", () => {
    setConfig(
      parseConfig({
        SITE_URL: "https://shop.example",
        FINANCIAL_RECORDS_YEARS: "9",
        TICKET_RETENTION_DAYS: "730",
        LEAD_RETENTION_MONTHS: "18",
      }),
    );
    expect(loader()).toMatchObject({ financialRecordsYears: 9, ticketRetentionDays: 730, leadRetentionMonths: 18 });
    setConfig(parseConfig({ SITE_URL: "https://shop.example" }));
    expect(loader()).toMatchObject({ financialRecordsYears: 7 });
  });
});
