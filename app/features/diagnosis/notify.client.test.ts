import { describe, expect, it, vi } from "vitest";
import { toast } from "sonner";

import { notify } from "./notify.client";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe("notify", () => {
  it("passes the message and options to sonner", async () => {
    await notify("error", "Please complete the contact form first", { id: "diagnosis-guard" });
    expect(toast.error).toHaveBeenCalledWith("Please complete the contact form first", { id: "diagnosis-guard" });
    await notify("success", "Information saved successfully!");
    expect(toast.success).toHaveBeenCalledWith("Information saved successfully!", undefined);
  });
});
