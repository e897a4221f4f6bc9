import { describe, expect, it } from "vitest";

import { loggablePath } from "./log.server";

describe("loggablePath", () => {
  it("names the repair status route without its private token", () => {
    expect(loggablePath("/repair/0kdQ66kBVV838Kl2HyoExw")).toBe("/repair/:token");
    expect(loggablePath("/booking/confirm/0kdQ66kBVV838Kl2HyoExw")).toBe("/booking/confirm/:token");
    expect(loggablePath("/booking/confirm/0kdQ66kBVV838Kl2HyoExw.data")).toBe("/booking/confirm/:token");
    expect(loggablePath("/repair/0kdQ66kBVV838Kl2HyoExw.data")).toBe("/repair/:token");
    expect(loggablePath("/REPAIR/abc/extra")).toBe("/repair/:token/extra");
  });

  it("names a photo link's pages without their token", () => {
    expect(loggablePath("/intake/photos/0kdQ66kBVV838Kl2HyoExw")).toBe("/intake/photos/:token");
    expect(loggablePath("/intake/photos/0kdQ66kBVV838Kl2HyoExw/upload")).toBe("/intake/photos/:token/upload");
    expect(loggablePath("/admin/welcome/eHqF2u9K-rMxfpuBUNMA0FCNqofsXSUWD0FSHzF3wOY")).toBe("/admin/welcome/:token");
    expect(loggablePath("/admin/reset/eHqF2u9K-rMxfpuBUNMA0FCNqofsXSUWD0FSHzF3wOY.data")).toBe("/admin/reset/:token");
    expect(loggablePath("/admin/reset")).toBe("/admin/reset");
  });

  it("leaves every other path as it is", () => {
    for (const path of ["/repair", "/", "/admin/tickets/2", "/api/diagnose.php"]) expect(loggablePath(path)).toBe(path);
  });
});
