import { describe, expect, it } from "vitest";

import { readRegistrationForm } from "./registration.server";
import { MESSAGES } from "./rules";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("a registration posted without script", () => {
  it("gives the visitor info, trimmed and stamped, as the form does", () => {
    const now = new Date("2026-11-23T12:00:00.000Z");
    expect(readRegistrationForm(form({ name: " Nora Noscript ", email: "nora@example.com", phone: "" }), now)).toEqual({
      registered: { name: "Nora Noscript", email: "nora@example.com", phone: "", timestamp: now.toISOString() },
    });
  });

  it("gives the form's own messages and every value as typed", () => {
    expect(readRegistrationForm(form({ name: "Nor", email: "nora@", phone: "321" }))).toEqual({
      errors: { name: MESSAGES.nameEmailLength, email: MESSAGES.emailFormat },
      values: { name: "Nor", email: "nora@", phone: "321" },
    });
    expect(readRegistrationForm(new FormData())).toMatchObject({ errors: { name: MESSAGES.nameEmailLength } });
  });
});
