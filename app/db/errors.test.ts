import { describe, expect, it } from "vitest";

import { isDatabaseUnavailable } from "./errors";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED")],
    ["a reset socket", withCode("ECONNRESET")],
    ["PostgreSQL shutting down", withCode("57P01", "terminating connection due to administrator command")],
    ["a connection-class SQLSTATE", withCode("08006")],
    ["pg's lost connection message", new Error("Connection terminated unexpectedly")],
    ["pg's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["pg's query timeout", new Error("Query read timeout")],
    ["a busy SQLite file", withCode("SQLITE_BUSY")],
    ["a full disk under SQLite", withCode("SQLITE_FULL")],
    ["an I/O error under SQLite", withCode("SQLITE_IOERR_WRITE")],
    ["a wrapped cause", new Error("query failed", { cause: withCode("ECONNREFUSED") })],
  ])("is true for %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a syntax error", withCode("42601", 'syntax error at or near "selec"')],
    ["a unique violation", withCode("23505")],
    ["a SQLite constraint failure", withCode("SQLITE_CONSTRAINT_NOTNULL")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["a string", "ECONNREFUSED"],
    ["null", null],
  ])("is false for %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
