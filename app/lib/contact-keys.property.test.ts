import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { bookingHoldKeys, contactKeys, normalizeEmail, normalizePhone } from "./contact-keys";

const local = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/);
const domain = fc.stringMatching(/^[a-z0-9]{1,12}\.[a-z]{2,6}$/);
const email = fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`);
const space = fc.constantFrom("", " ", "  ", "\t", "\u3000", "\n");
/** Some of the letters upper-cased. */
const recase = (s: string, mask: boolean[]) => [...s].map((c, i) => (mask[i % mask.length] ? c.toUpperCase() : c)).join("");
const tenDigits = fc.stringMatching(/^[2-9]\d{9}$/);
const punctuation = fc.constantFrom("", " ", "-", ".", "(", ")", " - ", "/");

/** A US number written some common way: +1, 1 or nothing before it, any punctuation between groups. */
const written = (digits: string, prefix: string, p: string[]) =>
  `${prefix}${p[0]}${digits.slice(0, 3)}${p[1]}${digits.slice(3, 6)}${p[2]}${digits.slice(6)}${p[3]}`;

describe("normalised contact keys", () => {
  it("an e-mail address is the same key however it is cased or padded, and normalising twice changes nothing", () => {
    fc.assert(
      fc.property(email, space, space, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (e, before, after, mask) => {
        const key = normalizeEmail(`${before}${recase(e, mask)}${after}`);
        expect(key).toBe(e);
        expect(normalizeEmail(key)).toBe(key);
      }),
    );
  });

  it("an address written in full-width forms is the same key (NFKC before lower case)", () => {
    expect(normalizeEmail("ＪＡＮＥ＠ＥＸＡＭＰＬＥ．ＣＯＭ")).toBe("jane@example.com");
    expect(normalizeEmail("  ")).toBeNull();
    expect(normalizeEmail(null)).toBeNull();
  });

  it("a US phone number is one key with or without its 1, whatever the punctuation", () => {
    fc.assert(
      fc.property(
        tenDigits,
        fc.constantFrom("", "1", "+1", "+1 ", "1-"),
        fc.array(punctuation, { minLength: 4, maxLength: 4 }),
        (digits, prefix, p) => {
          const key = normalizePhone(written(digits, prefix, p));
          expect(key).toBe(digits);
          expect(normalizePhone(key)).toBe(key);
        },
      ),
    );
  });

  it("too few digits is no key at all; full-width digits count", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d\s().-]{0,12}$/), (raw) => {
        const digits = raw.replace(/\D/g, "");
        if (digits.length < 7) expect(normalizePhone(raw)).toBeNull();
        else expect(normalizePhone(raw)).not.toBeNull();
      }),
    );
    expect(normalizePhone("３２１５５５０１４２")).toBe("3215550142");
  });

  it("gives the e-mail key first, then the phone, and nothing for details that name no one", () => {
    expect(contactKeys({ email: " A@B.co ", phone: "+1 (321) 555-0142" })).toEqual([
      { kind: "email", value: "a@b.co" },
      { kind: "phone", value: "3215550142" },
    ]);
    expect(contactKeys({ email: "", phone: "555" })).toEqual([]);
  });
});

describe("bookingHoldKeys", () => {
  it("holds one mailbox whatever its +tag, and leaves the phone and untagged addresses as contactKeys gives them", () => {
    expect(bookingHoldKeys({ email: "Ann+Shop@Example.com", phone: "+1 (321) 555-0101" })).toEqual([
      { kind: "email", value: "ann@example.com" },
      { kind: "phone", value: "3215550101" },
    ]);
    expect(bookingHoldKeys({ email: "ann+a+b@example.com" })).toEqual([{ kind: "email", value: "ann@example.com" }]);
    // A "+" leading the local part is no tag.
    expect(bookingHoldKeys({ email: "+ann@example.com" })).toEqual([{ kind: "email", value: "+ann@example.com" }]);
    expect(bookingHoldKeys({ email: "bob@example.com" })).toEqual(contactKeys({ email: "bob@example.com" }));
  });
});
