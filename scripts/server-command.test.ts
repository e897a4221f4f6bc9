import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { serverArgs } from "./server-command.js";

describe("the production server command", () => {
  it("is the same in package.json and the Dockerfile", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync("Dockerfile", "utf8"))?.[1];
    expect(cmd).toBeDefined();
    expect(JSON.parse(cmd!)).toEqual(["node", ...serverArgs()]);
    expect(serverArgs().at(-1)).toBe("server.js");
  });
});
