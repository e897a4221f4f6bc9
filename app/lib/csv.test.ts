import { describe, expect, it } from "vitest";

import { CSV_CHUNK_ROWS, csvCell, csvDownload, csvNumberCell, csvStream } from "./csv";

describe("csvStream", () => {
  it("writes a byte-order mark and the header, then then the rows, skipping empty batches", async () => {
    async function* batches() {
      yield [["a", "=1+1"]];
      yield [];
      yield [
        ["b", null],
        ["c", 'say "hi"'],
      ];
    }
    const response = csvDownload(csvStream(["Name", "Note"], batches()), "x.csv");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="x.csv"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('"Name","Note"\r\n"a","\'=1+1"\r\n"b",""\r\n"c","say ""hi"""\r\n');
  });

  it("leaves a plain amount, negative too, as a number only in the columns named as amounts", async () => {
    expect(csvNumberCell("-30.00")).toBe('"-30.00"');
    expect(csvNumberCell("7")).toBe('"7"');
    expect(csvNumberCell(null)).toBe('""');
    for (const formula of ["-1+1", "-30.00\n=1+1", "+30.00", "-2E5", "=1"]) expect(csvNumberCell(formula)).toBe(csvCell(formula));
    async function* batches() {
      yield [["-30.00", "-30.00", "=1+1"]];
    }
    const text = new TextDecoder().decode(
      await new Response(csvStream(["Note", "Amount", "Other"], batches(), { numberColumns: new Set([1, 2]) })).arrayBuffer(),
    );
    expect(text).toBe('"Note","Amount","Other"\r\n"\'-30.00","-30.00","\'=1+1"\r\n');
  });

  it("reads a batch only when the reader asks for one, and stops the source when cancelled", async () => {
    let read = 0;
    let stopped = false;
    async function* batches() {
      try {
        for (;;) {
          read += 1;
          yield [[String(read)]];
        }
      } finally {
        stopped = true;
      }
    }
    const reader = csvStream(["N"], batches()).getReader();
    await new Promise((r) => setTimeout(r, 20));
    // The header sits in the queue; nothing has been read from the source yet.
    expect(read).toBe(0);
    await reader.read();
    await reader.read();
    await new Promise((r) => setTimeout(r, 20));
    // One batch handed out, at most one more waiting in the queue.
    expect(read).toBeLessThanOrEqual(2);
    await reader.cancel();
    expect(stopped).toBe(true);
    const after = read;
    await new Promise((r) => setTimeout(r, 20));
    expect(read).toBe(after);
  });

  it("hands a large batch out in chunks of at most CSV_CHUNK_ROWS rows, each chunk asked for on its own", async () => {
    let read = 0;
    async function* batches() {
      read += 1;
      yield Array.from({ length: CSV_CHUNK_ROWS * 2 + 5 }, (_, i) => [String(i)]);
    }
    const reader = csvStream(["N"], batches()).getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const chunks: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(decoder.decode(value));
    }
    expect(read).toBe(1);
    // The header, then 100, 100 and 5 rows.
    expect(chunks.map((c) => c.split("\r\n").length - 1)).toEqual([1, CSV_CHUNK_ROWS, CSV_CHUNK_ROWS, 5]);
    expect(chunks.join("")).toBe(
      "\uFEFF" + ['"N"', ...Array.from({ length: CSV_CHUNK_ROWS * 2 + 5 }, (_, i) => `"${i}"`)].join("\r\n") + "\r\n",
    );
  });

  it("fails the stream when the source fails, so the download is cut rather than silently short", async () => {
    async function* batches(): AsyncGenerator<string[][]> {
      yield [["a"]];
      throw new Error("database went away");
    }
    await expect(new Response(csvStream(["N"], batches())).text()).rejects.toThrow("database went away");
  });
});
