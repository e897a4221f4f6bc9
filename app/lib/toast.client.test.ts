import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";

import { notify } from "./toast.client";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }) }));

describe("notify", () => {
  it("passes the title and options to sonner in the kind's style", async () => {
    await notify("error", "Please complete the contact form first", { id: "diagnosis-guard" });
    expect(toast.error).toHaveBeenCalledWith("Please complete the contact form first", { id: "diagnosis-guard" });
    await notify("success", "Information saved successfully!");
    expect(toast.success).toHaveBeenCalledWith("Information saved successfully!", undefined);
    await notify("info", "Preparing download...");
    expect(toast.info).toHaveBeenCalledWith("Preparing download...", undefined);
  });

  it("shows a default toast through sonner's plain toast()", async () => {
    await notify("default", "Refreshing Prices", { description: "Getting the latest pricing information..." });
    expect(toast).toHaveBeenCalledWith("Refreshing Prices", { description: "Getting the latest pricing information..." });
    expect(toast.success).not.toHaveBeenCalledWith("Refreshing Prices", expect.anything());
  });
});
