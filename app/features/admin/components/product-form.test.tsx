// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { notify } from "~/lib/toast.client";

import { createAdminQueryClient } from "../admin-queries";
import * as parser from "../paste-parser";
import { ProductForm } from "./product-form";

vi.mock("~/lib/toast.client", () => ({ notify: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function renderForm() {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={createAdminQueryClient()}>
      <ProductForm mode={{ kind: "add" }} tag="spacecoastpc-20" category="mice" onCategoryChange={() => {}} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

async function fillValid() {
  const user = userEvent.setup();
  const values: Array<[string, string]> = [
    ["Product Name", "Logitech MX Master 3S"],
    ["Description", "Quiet clicks, fast scrolling."],
    ["Price (USD)", "99.99"],
    ["Affiliate Link", "https://www.amazon.com/dp/B09HM94VDS?tag=spacecoastpc-20"],
    ["Image URL", "/images/products/mice.svg"],
  ];
  for (const [name, value] of values) {
    await user.click(field(name));
    await user.paste(value);
  }
  return user;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ProductForm (add)", () => {
  it("sends the spec's JSON with blank features dropped, then resets and shows the success toast", async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true, id: 41 }, { status: 201 }));
    const { onSaved } = renderForm();
    const user = await fillValid();
    await user.type(screen.getByRole("textbox", { name: "Feature 1" }), "8K DPI sensor");
    await user.click(screen.getByRole("button", { name: "Add Feature" }));
    await user.type(screen.getByRole("textbox", { name: "Feature 2" }), "   ");
    await user.type(screen.getByRole("textbox", { name: "Paste Amazon link or embed HTML" }), "https://amzn.to/3Xyz9Ab");
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("mice"));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/add-product.php");
    expect(JSON.parse(String(init!.body))).toEqual({
      name: "Logitech MX Master 3S",
      description: "Quiet clicks, fast scrolling.",
      price: "99.99",
      category: "mice",
      image_src: "/images/products/mice.svg",
      affiliate_link: "https://www.amazon.com/dp/B09HM94VDS?tag=spacecoastpc-20",
      features: ["8K DPI sensor"],
      model_number: "",
      rating: "",
      price_tier: "unknown",
      badge: "",
      review: null,
    });
    expect(notify).toHaveBeenCalledWith("success", "Product Added", {
      description: "Product was successfully added to the database.",
    });
    expect(field("Product Name").value).toBe("");
    expect(field("Paste Amazon link or embed HTML").value).toBe("");
    expect(screen.getAllByRole("textbox", { name: /^Feature/ })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Add Product" })).toBeTruthy();
  });

  it("shows 'Saving...' while the call runs", async () => {
    let finish!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((r) => (finish = r)));
    renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect((screen.getByRole("button", { name: "Saving..." }) as HTMLButtonElement).disabled).toBe(true);
    finish(Response.json({ success: true, id: 1 }, { status: 201 }));
    await screen.findByRole("button", { name: "Add Product" });
  });

  it("shows the server's error in the Error banner and a destructive toast, keeping the input", async () => {
    fetchMock.mockResolvedValue(Response.json({ success: false, error: "Sign in required" }, { status: 401 }));
    renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const alert = await screen.findByText("Sign in required");
    expect(alert.closest("[role=alert]")!.textContent).toBe("ErrorSign in required");
    expect(notify).toHaveBeenCalledWith("error", "Error", { description: "Sign in required" });
    expect(field("Product Name").value).toBe("Logitech MX Master 3S");
  });

  it("falls back to 'Failed to add product' when the server gives no message or cannot be reached", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<html>502</html>", { status: 502 }));
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderForm();
    const user = await fillValid();
    for (let i = 0; i < 2; i += 1) {
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await screen.findByText("Failed to add product");
    }
    expect(vi.mocked(notify).mock.calls.filter((c) => c[2]?.description === "Failed to add product")).toHaveLength(2);
  });

  it("checks fields in the spec's order before any call, and focuses the field", async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(screen.getByRole("alert").textContent).toBe("ErrorProduct name is required");
    expect(document.activeElement).toBe(field("Product Name"));
    await user.type(field("Product Name"), "x");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(screen.getByRole("alert").textContent).toBe("ErrorDescription is required");
    expect(field("Description").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error and the banner as soon as that field is valid, without another save", async () => {
    renderForm();
    const user = userEvent.setup();
    for (const [name, value] of [
      ["Product Name", "Logitech MX Master 3S"],
      ["Description", "Quiet clicks, fast scrolling."],
      ["Price (USD)", "99.99"],
      ["Affiliate Link", "https://www.amazon.com/dp/B09HM94VDS?tag=spacecoastpc-20"],
    ] as const) {
      await user.click(field(name));
      await user.paste(value);
    }
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const banner = screen.getByRole("alert");
    expect(banner.textContent).toBe("ErrorProduct image URL is required");
    expect(field("Image URL").getAttribute("aria-invalid")).toBe("true");

    // Editing another field leaves the image's error where it is.
    await user.type(field("Model Number"), "910-006557");
    expect(banner.textContent).toBe("ErrorProduct image URL is required");
    expect(field("Image URL").getAttribute("aria-invalid")).toBe("true");

    await user.type(field("Image URL"), "/images/products/mice.svg");
    expect(banner.textContent).toBe("");
    expect(field("Image URL").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Product image URL is required")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the preview's picture once typing in Image URL pauses, not at every letter", async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(field("Product Name"));
    await user.paste("Logitech MX Master 3S");
    const sources = new Set<string>();
    const seen = new MutationObserver(() => {
      for (const img of document.querySelectorAll("aside img")) sources.add(img.getAttribute("src") ?? "");
    });
    seen.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["src"] });
    await user.type(field("Image URL"), "/images/products/mice.svg");
    await waitFor(() => expect(document.querySelector("aside img")?.getAttribute("src")).toBe("/images/products/mice.svg"));
    seen.disconnect();
    // Only the finished path was ever put in the picture (not "/", "/i", "/im", …).
    expect([...sources].filter((src) => src.startsWith("/images/products/mi") && src !== "/images/products/mice.svg")).toEqual(
      [],
    );
    expect([...sources].filter((src) => src === "/" || src === "/i")).toEqual([]);
  });

  it("fills found values from a paste, leaves the rest, and shows the preview card", async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(field("Description"), "Kept as typed.");
    expect(screen.queryByRole("complementary", { name: "Preview" })).toBeNull();
    const box = field("Paste Amazon link or embed HTML");
    expect((screen.getByRole("button", { name: "Parse Amazon Data" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(box);
    await user.paste('<a href="https://www.amazon.com/dp/B09HM94VDS?tag=other-20">Logitech MX Master 3S</a>');
    await user.click(screen.getByRole("button", { name: "Parse Amazon Data" }));
    expect(field("Product Name").value).toBe("Logitech MX Master 3S");
    expect(field("Affiliate Link").value).toBe("https://www.amazon.com/dp/B09HM94VDS?tag=spacecoastpc-20");
    expect(field("Description").value).toBe("Kept as typed.");
    expect(field("Price (USD)").value).toBe("");
    expect(notify).toHaveBeenCalledWith("success", "Link Extracted", {
      description: "Amazon link successfully detected. Please complete any missing information.",
    });
    expect(screen.getByRole("complementary", { name: "Preview" }).textContent).toContain("Logitech MX Master 3S");
  });

  it("shows the parse-error banner and toast when parsing throws", async () => {
    vi.spyOn(parser, "parseAmazonPaste").mockImplementation(() => {
      throw new Error("boom");
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(field("Paste Amazon link or embed HTML"), "https://amzn.to/x");
    await user.click(screen.getByRole("button", { name: "Parse Amazon Data" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "ErrorFailed to parse the pasted content. Please try a different format or enter the data manually.",
    );
    expect(notify).toHaveBeenCalledWith("error", "Parsing Error", {
      description: "There was an error processing the affiliate data.",
    });
  });
});
