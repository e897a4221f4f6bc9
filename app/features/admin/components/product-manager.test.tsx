// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { notify } from "~/lib/toast.client";
import { ProductManager } from "./product-manager";

vi.mock("~/lib/toast.client", () => ({ notify: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

const record = (id: number, name: string) => ({
  id,
  name,
  description: `${name} description`,
  price: "$10.00",
  image_src: "/images/products/laptops.svg",
  affiliate_link: "https://www.amazon.com/dp/B000000001?tag=spacecoastpc-20",
  features: ["One"],
  model_number: "",
});

/** Answers the list call from `lists` (by category) and each write with success. */
function serve(lists: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), "http://admin.test");
    if (url.pathname === "/api/get-products.php") return lists[url.searchParams.get("category")!]!();
    return Response.json({ success: true, id: 1 });
  });
}

const listCalls = (category: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === `/api/get-products.php?category=${category}`).length;

async function openManageTab() {
  const onCatalogChanged = vi.fn();
  render(
    <ProductManager
      tag="spacecoastpc-20"
      clicks={{ "2": 3 }}
      overview={{ editorial: {}, items: [] }}
      onCatalogChanged={onCatalogChanged}
    />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole("tab", { name: "Manage Products" }));
  return { user, onCatalogChanged };
}

const names = () =>
  screen
    .getAllByTestId("admin-product")
    .map((item) => within(item).getByRole("heading").textContent?.replace(" (opens in a new tab)", ""));

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe("ProductManager's Manage tab", () => {
  it("lists a category in review order with ranks and clicks, and loads another category when chosen", async () => {
    serve({
      laptops: () => Response.json([record(1, "Laptop One"), record(2, "Laptop Two")]),
      mice: () => Response.json([record(3, "Mouse One")]),
    });
    const { user } = await openManageTab();
    await waitFor(() => expect(names()).toEqual(["Laptop One", "Laptop Two"]));
    expect(screen.getAllByTestId("admin-product")[1]!.textContent).toContain("Rank 2 of 2 · 3 clicks in the last 30 days");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "mice");
    await waitFor(() => expect(names()).toEqual(["Mouse One"]));
    expect(listCalls("laptops")).toBe(1);
    expect(listCalls("mice")).toBe(1);
  });

  it("shows only the loading state while another category loads, never the last category's cards under it", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    serve({
      laptops: () => Response.json([record(1, "Laptop One"), record(2, "Laptop Two")]),
      mice: () => Response.json([record(3, "Mouse One")]),
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("category=mice")) await held;
      return answer(input, init);
    });
    const { user } = await openManageTab();
    await waitFor(() => expect(names()).toEqual(["Laptop One", "Laptop Two"]));

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "mice");
    expect(await screen.findByText("Loading products...")).toBeTruthy();
    expect(screen.queryAllByTestId("admin-product")).toHaveLength(0);
    release();
    await waitFor(() => expect(names()).toEqual(["Mouse One"]));

    // Back to a category loaded before: its own cards, never the mice.
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "laptops");
    expect(screen.queryAllByTestId("admin-product").map((item) => item.textContent)).not.toContainEqual(
      expect.stringContaining("Mouse One"),
    );
    await waitFor(() => expect(names()).toEqual(["Laptop One", "Laptop Two"]));
  });

  it("reports a failed load and invalid data with their toasts, and Refresh Products loads again", async () => {
    let memory = () => Response.json({ products: [] });
    serve({
      laptops: () => Response.json([record(1, "Laptop One")]),
      mice: () => Response.json({ error: "down" }, { status: 500 }),
      memory: () => memory(),
    });
    const { user, onCatalogChanged } = await openManageTab();
    await waitFor(() => expect(names()).toEqual(["Laptop One"]));

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "mice");
    expect(await screen.findByText("Failed to load products. Please try again.")).toBeTruthy();
    expect(screen.queryAllByTestId("admin-product")).toHaveLength(0);
    expect(notify).toHaveBeenCalledWith("error", "Load Failed", { description: "Failed to load products. Please try again." });

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "memory");
    expect(await screen.findByText("Received invalid data from the server.")).toBeTruthy();
    expect(notify).toHaveBeenCalledWith("error", "Data Error", { description: "Received invalid data from the server." });
    expect(vi.mocked(notify)).toHaveBeenCalledTimes(2);

    memory = () => Response.json([]);
    await user.click(screen.getByRole("button", { name: "Refresh Products" }));
    expect(await screen.findByText("No products found in this category")).toBeTruthy();
    expect(listCalls("memory")).toBe(2);
    expect(onCatalogChanged).toHaveBeenCalledTimes(1);
  });

  it("moves a product through the move API, then loads the list again in its new order", async () => {
    let order = [record(1, "Laptop One"), record(2, "Laptop Two")];
    serve({ laptops: () => Response.json(order) });
    const { user, onCatalogChanged } = await openManageTab();
    await waitFor(() => expect(names()).toEqual(["Laptop One", "Laptop Two"]));

    order = [order[1]!, order[0]!];
    await user.click(screen.getByRole("button", { name: /^Move up\s*Laptop Two$/ }));
    await waitFor(() => expect(names()).toEqual(["Laptop Two", "Laptop One"]));
    const write = fetchMock.mock.calls.find(([input]) => String(input) === "/api/move-product.php")!;
    expect(JSON.parse(String(write[1]!.body))).toEqual({ id: 2, direction: "up" });
    expect(notify).toHaveBeenCalledWith("success", "Order Updated", { description: "“Laptop Two” moved up." });
    expect(onCatalogChanged).toHaveBeenCalledTimes(1);
    expect(listCalls("laptops")).toBe(2);
    await waitFor(() => expect(document.activeElement?.id).toBe("move-down-2"));
  });

  it("shows the API's refusal of a delete and keeps the product and the dialog", async () => {
    serve({ laptops: () => Response.json([record(1, "Laptop One")]) });
    const { user } = await openManageTab();
    await waitFor(() => expect(names()).toEqual(["Laptop One"]));
    fetchMock.mockImplementationOnce(async () => Response.json({ success: false, error: "Product not found" }, { status: 404 }));
    await user.click(screen.getByRole("button", { name: /^Delete\s*Laptop One$/ }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith("error", "Error", { description: "Product not found" }));
    expect(screen.getByRole("dialog").textContent).toContain("“Laptop One” will be removed");
    expect(screen.getAllByTestId("admin-product")).toHaveLength(1);
    expect(listCalls("laptops")).toBe(1);
  });

  it("edits a product twice with different fields: the second form starts from what the first saved", async () => {
    let stored = record(1, "Laptop One");
    let release: () => void = () => {};
    let held = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), "http://admin.test");
      if (url.pathname === "/api/get-products.php") {
        // The load after a save takes a moment, as a server's does.
        if (held) await new Promise<void>((resolve) => (release = resolve));
        return Response.json([stored]);
      }
      const body = JSON.parse(String(init!.body)) as { name: string; description: string };
      stored = { ...stored, name: body.name, description: body.description };
      held = true;
      return Response.json({ success: true, id: 1 });
    });
    const { user } = await openManageTab();
    await waitFor(() => expect(names()).toEqual(["Laptop One"]));

    await user.click(screen.getByRole("button", { name: /^Edit\s*Laptop One$/ }));
    const name = screen.getByRole("textbox", { name: /Product Name/ });
    await user.clear(name);
    await user.type(name, "Laptop One Pro");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    // While the list loads again, Edit waits: a form opened now would start from the old name.
    await waitFor(() => expect(screen.getByRole("button", { name: /^Edit\s*Laptop One$/ }).hasAttribute("disabled")).toBe(true));
    held = false;
    release();
    await waitFor(() => expect(names()).toEqual(["Laptop One Pro"]));
    await user.click(screen.getByRole("button", { name: /^Edit\s*Laptop One Pro$/ }));
    expect((screen.getByRole("textbox", { name: /Product Name/ }) as HTMLInputElement).value).toBe("Laptop One Pro");
    const description = screen.getByRole("textbox", { name: /Description/ });
    await user.clear(description);
    await user.type(description, "Now with a bigger battery");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    held = false;
    release();
    await waitFor(() => expect(stored.description).toBe("Now with a bigger battery"));
    expect(stored.name).toBe("Laptop One Pro");
  });
});
