import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { parseConfig, setConfig } from "~/lib/config.server";

import { decryptPasscode, encryptPasscode, forgetPasscodeKey, passcodeKey } from "~/lib/secret-box.server";

describe("device passcodes", () => {
  afterEach(() => {
    forgetPasscodeKey();
    setConfig(parseConfig({}));
  });

  it("encrypts with a fresh IV each time and reads back only with the same key, untouched", () => {
    setConfig(parseConfig({ TICKET_SECRET_KEY: "ab".repeat(32) }));
    const a = encryptPasscode("1234-ünïcode");
    const b = encryptPasscode("1234-ünïcode");
    expect(a).not.toBe(b);
    expect(a).not.toContain("1234");
    expect(decryptPasscode(a)).toBe("1234-ünïcode");
    // Another key, a flipped byte or a damaged value reads as nothing, never as a wrong passcode.
    expect(decryptPasscode(a, Buffer.alloc(32, 7))).toBeNull();
    const raw = Buffer.from(a.slice(3), "base64url");
    raw[raw.length - 1]! ^= 1;
    expect(decryptPasscode(`v1.${raw.toString("base64url")}`)).toBeNull();
    for (const bad of ["", "v1.", "v2.abc", "v1.!!!!", "1234"]) expect(decryptPasscode(bad), bad).toBeNull();
  });

  it("makes a key file once, readable by its owner only, and keeps using it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "passcode-key-"));
    const file = path.join(dir, "nested", "ticket-secret.key");
    setConfig(parseConfig({}));
    const key = passcodeKey(file);
    expect(key).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    forgetPasscodeKey();
    expect(passcodeKey(file).equals(key)).toBe(true);
    fs.writeFileSync(file, "not a key\n");
    forgetPasscodeKey();
    expect(() => passcodeKey(file)).toThrow(/64-character hexadecimal key/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a TICKET_SECRET_KEY that is not 256 bits of hex, without echoing it", () => {
    expect(() => parseConfig({ TICKET_SECRET_KEY: "short-secret" })).toThrow(
      "Invalid configuration: TICKET_SECRET_KEY must be 64 hexadecimal characters (256 bits)",
    );
  });
});
