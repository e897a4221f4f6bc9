import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { respondProductApi } from "~/features/catalog/product-api.server";
import { insertProduct, listProductsByCategory } from "~/features/catalog/products.server";
import { makeNewProduct } from "~/features/catalog/test-factories";
import { countRecentClicks, recordClick } from "~/features/clicks/clicks.server";
import * as logModule from "~/lib/log.server";

import { staffCookie } from "../../../tests/staff";
import { FORBIDDEN } from "./auth.server";
import {
  PRODUCT_BODY_LIMIT,
  handleAddProduct,
  handleDeleteProduct,
  handleMoveProduct,
  handleUpdateProduct,
} from "./product-api.server";

const ORIGIN = "http://site.test";

const product = {
  name: "Samsung 990 PRO 2TB NVMe SSD",
  description: "Fast PCIe 4.0 drive for games and big projects.",
  price: "169.99",
  category: "hard-drives",
  image_src: "https://m.media-amazon.com/images/I/81abc.jpg",
  affiliate_link: "https://www.amazon.com/Samsung-990-PRO/dp/B0BHJJ9Y77?tag=spacecoastpc-20",
  features: ["Up to 7,450 MB/s", "   ", "", "5-year warranty"],
  model_number: "MZ-V9P2T0B/AM",
};

describe.each(testDatabaseKinds())("admin product APIs on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let cookie: string;
  let ownerId: number;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    cookie = await staffCookie(handle.db);
    ownerId = (await handle.db.selectFrom("staff_users").select("id").executeTakeFirstOrThrow()).id;
    vi.spyOn(logModule, "log").mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await cleanup?.();
  });

  const context = { clientAddress: "203.0.113.40" };
  const request = (path: string, body: unknown, headers: Record<string, string> = { cookie, origin: ORIGIN }) => ({
    request: new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    context,
  });
  const add = async (body: unknown, headers?: Record<string, string>) => {
    const response = await handleAddProduct(handle.db, request("/api/add-product.php", body, headers));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const adminList = async (category: string) => {
    const r = await respondProductApi(handle.db, "admin", { category });
    return (await r.json()) as Array<Record<string, unknown>>;
  };

  it("answers 401 with the sign-in message when signed out, and stores nothing", async () => {
    expect(await add(product, { origin: ORIGIN })).toEqual({ status: 401, body: { success: false, error: "Sign in required" } });
    expect(await add(product, { cookie: "admin_session=forged", origin: ORIGIN })).toEqual({
      status: 401,
      body: { success: false, error: "Sign in required" },
    });
    for (const handler of [handleUpdateProduct, handleDeleteProduct, handleMoveProduct]) {
      const r = await handler(handle.db, request("/api/x.php", { id: 1, direction: "up" }, {}));
      expect(r.status).toBe(401);
    }
    expect(await listProductsByCategory(handle.db, "hard-drives")).toEqual([]);
  });

  it("refuses a cross-site request from a signed-in browser", async () => {
    expect(await add(product, { cookie, origin: "https://evil.example" })).toEqual({
      status: 403,
      body: { success: false, error: "Cross-site request refused" },
    });
  });

  it("refuses a signed-in role without the catalog (403), and stores nothing", async () => {
    for (const role of ["technician", "front_desk"] as const) {
      const other = await staffCookie(handle.db, role);
      expect(await add(product, { cookie: other, origin: ORIGIN }), role).toEqual({
        status: 403,
        body: { success: false, error: FORBIDDEN },
      });
      for (const handler of [handleUpdateProduct, handleDeleteProduct, handleMoveProduct]) {
        const r = await handler(handle.db, request("/api/x.php", { id: 1, direction: "up" }, { cookie: other, origin: ORIGIN }));
        expect(r.status).toBe(403);
      }
    }
    expect(await listProductsByCategory(handle.db, "hard-drives")).toEqual([]);
  });

  it("answers each validation error with 400 and the schema's message", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "  " }, "Product name is required"],
      [{ description: "" }, "Description is required"],
      [{ price: "" }, "Price is required"],
      [{ price: "cheap" }, "Price must be a dollar amount such as 49.99"],
      [{ affiliate_link: "" }, "Affiliate link is required"],
      [{ affiliate_link: "javascript:alert(document.cookie)" }, "Affiliate link must be an http:// or https:// address"],
      [{ image_src: "" }, "Product image URL is required"],
      [
        { image_src: "javascript:alert(1)" },
        "Product image URL must be an http:// or https:// address or a path on this site starting with /",
      ],
      [{ category: "phones" }, "Category must be one of: laptops, hard-drives, monitors, keyboards, mice, memory"],
      [{ features: Array.from({ length: 21 }, (_, i) => `f${i}`) }, "At most 20 features are allowed"],
      [{ features: ["x".repeat(201)] }, "Each feature must be at most 200 characters"],
      [{ name: "", description: "", price: "" }, "Product name is required"],
    ];
    for (const [overrides, error] of cases) {
      expect(await add({ ...product, ...overrides }), error).toEqual({ status: 400, body: { success: false, error } });
    }
    expect(await add("{not json")).toEqual({ status: 400, body: { success: false, error: "The request body must be JSON" } });
    expect(await add([product])).toEqual({
      status: 400,
      body: { success: false, error: "The request body must be a JSON object" },
    });
    expect(await add({ ...product, description: "d".repeat(PRODUCT_BODY_LIMIT) })).toEqual({
      status: 413,
      body: { success: false, error: "The request is too large (at most 64 KB)" },
    });
    const asText = await handleAddProduct(handle.db, {
      request: new Request(`${ORIGIN}/api/add-product.php`, {
        method: "POST",
        headers: { cookie, origin: ORIGIN, "content-type": "text/plain" },
        body: JSON.stringify(product),
      }),
      context,
    });
    expect([asText.status, await asText.json()]).toEqual([
      415,
      { success: false, error: "The request body must be sent as application/json" },
    ]);
    expect(await listProductsByCategory(handle.db, "hard-drives")).toEqual([]);
  });

  it("stores a valid product with blank features dropped, and the product API shows it at once", async () => {
    expect(await adminList("hard-drives")).toEqual([]);
    const { status, body } = await add(product);
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, id: expect.any(Number) });
    // Written in the audit log as the signed-in user, from the request's address; the refusals before wrote nothing.
    const audit = await handle.db.selectFrom("audit_log").selectAll().execute();
    expect(audit).toMatchObject([
      { kind: "product-changed", subject: `product:${body.id}`, user_id: ownerId, address: "203.0.113.40" },
    ]);
    const [stored] = await listProductsByCategory(handle.db, "hard-drives");
    expect(stored).toMatchObject({
      id: body.id,
      name: product.name,
      priceCents: 16999,
      features: ["Up to 7,450 MB/s", "5-year warranty"],
      asin: "B0BHJJ9Y77",
      affiliateLink: product.affiliate_link,
      modelNumber: "MZ-V9P2T0B/AM",
      rating: null,
    });
    expect(await adminList("hard-drives")).toEqual([
      {
        id: body.id,
        name: product.name,
        description: product.description,
        price: "$169.99",
        image_src: product.image_src,
        affiliate_link: product.affiliate_link,
        features: ["Up to 7,450 MB/s", "5-year warranty"],
        model_number: "MZ-V9P2T0B/AM",
      },
    ]);
  });

  it("stores a <script> name as plain text", async () => {
    const name = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const { status, body } = await add({ ...product, category: "mice", name, image_src: "/images/products/mice.svg" });
    expect(status).toBe(201);
    const [stored] = await listProductsByCategory(handle.db, "mice");
    expect(stored).toMatchObject({ id: body.id, name, imageSrc: "/images/products/mice.svg" });
  });

  it("refuses an image address that names no picture, on add and on edit, and stores nothing", async () => {
    const refusals: Array<[string, string]> = [
      [
        "/images/products/no-such-picture.svg",
        "Product image URL names no file on this site: check the path, such as /images/products/mice.svg",
      ],
      [
        "/api/get-products.php",
        "Product image URL must name a picture file on this site (.svg, .png, .jpg, .webp, .gif or .avif), such as /images/products/mice.svg",
      ],
      [
        "http://m.media-amazon.com/images/I/81abc.jpg",
        "Product image URL must start with https:// (pages here show no picture sent without encryption)",
      ],
      [
        "https://evil.example/x.png",
        "Product image URL must be a path on this site or an image on Amazon's image servers (such as m.media-amazon.com)",
      ],
      [
        "ftp://m.media-amazon.com/x.jpg",
        "Product image URL must be an http:// or https:// address or a path on this site starting with /",
      ],
    ];
    for (const [image_src, error] of refusals) {
      expect(await add({ ...product, category: "memory", image_src }), image_src).toEqual({
        status: 400,
        body: { success: false, error },
      });
    }
    expect((await listProductsByCategory(handle.db, "memory")).map((p) => p.name)).not.toContain(product.name);

    const { body } = await add({
      ...product,
      category: "memory",
      name: "Kept Picture",
      image_src: "/images/products/keyboards.svg",
    });
    const edit = await handleUpdateProduct(
      handle.db,
      request("/api/update-product.php", { ...product, id: body.id, category: "memory", image_src: refusals[0]![0] }),
    );
    expect([edit.status, await edit.json()]).toEqual([400, { success: false, error: refusals[0]![1] }]);
    const stored = (await listProductsByCategory(handle.db, "memory")).find((p) => p.id === body.id);
    expect(stored).toMatchObject({ name: "Kept Picture", imageSrc: "/images/products/keyboards.svg" });
  });

  it("edits a product; a new category puts it last there; unknown ids are 404", async () => {
    const first = await insertProduct(handle.db, makeNewProduct({ category: "monitors" }));
    const { body } = await add({ ...product, category: "laptops", name: "Moving Laptop" });
    const id = Number(body.id);
    const response = await handleUpdateProduct(
      handle.db,
      request("/api/update-product.php", {
        ...product,
        id,
        category: "monitors",
        name: "Now a monitor",
        price: "$249.00",
        features: ["", "27 inch"],
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, id });
    const monitors = await adminList("monitors");
    expect(monitors.map((p) => p.id)).toEqual([first.id, id]);
    expect(monitors[1]).toMatchObject({ name: "Now a monitor", price: "$249.00", features: ["27 inch"] });
    expect((await adminList("laptops")).map((p) => p.id)).not.toContain(id);

    const invalid = await handleUpdateProduct(
      handle.db,
      request("/api/update-product.php", { ...product, id, affiliate_link: "javascript:void(0)" }),
    );
    expect(invalid.status).toBe(400);
    const missing = await handleUpdateProduct(handle.db, request("/api/update-product.php", { ...product, id: 999999 }));
    expect([missing.status, await missing.json()]).toEqual([404, { success: false, error: "That product no longer exists" }]);
  });

  it("moves products up and down the review order, refusing moves past either end", async () => {
    const ids: number[] = [];
    for (const name of ["K1", "K2", "K3"])
      ids.push((await insertProduct(handle.db, makeNewProduct({ category: "keyboards", name, sortPosition: 5 }))).id);
    const move = async (id: number, direction: string) => {
      const r = await handleMoveProduct(handle.db, request("/api/move-product.php", { id, direction }));
      return { status: r.status, body: await r.json() };
    };
    expect(await move(ids[2]!, "up")).toEqual({ status: 200, body: { success: true, id: ids[2] } });
    expect((await adminList("keyboards")).map((p) => p.name)).toEqual(["K1", "K3", "K2"]);
    expect((await move(ids[0]!, "down")).status).toBe(200);
    expect((await adminList("keyboards")).map((p) => p.name)).toEqual(["K3", "K1", "K2"]);
    const positions = await handle.db
      .selectFrom("products")
      .select("sort_position")
      .where("category", "=", "keyboards")
      .orderBy("sort_position")
      .execute();
    expect(positions.map((p) => Number(p.sort_position))).toEqual([0, 1, 2]);
    expect(await move(ids[2]!, "up")).toEqual({
      status: 409,
      body: { success: false, error: "That product is already first in its category" },
    });
    expect(await move(ids[1]!, "down")).toEqual({
      status: 409,
      body: { success: false, error: "That product is already last in its category" },
    });
    expect((await move(ids[1]!, "sideways")).status).toBe(400);
    expect((await move(999999, "up")).status).toBe(404);
  });

  it("deletes a product with its click counts; a second delete is 404", async () => {
    const target = await insertProduct(handle.db, makeNewProduct({ category: "memory" }));
    await recordClick(handle.db, { kind: "product", id: target.id });
    expect((await adminList("memory")).map((p) => p.id)).toContain(target.id);
    const r = await handleDeleteProduct(handle.db, request("/api/delete-product.php", { id: target.id }));
    expect([r.status, await r.json()]).toEqual([200, { success: true, id: target.id }]);
    expect((await adminList("memory")).map((p) => p.id)).not.toContain(target.id);
    expect((await countRecentClicks(handle.db, "product", 30)).get(target.id)).toBeUndefined();
    const again = await handleDeleteProduct(handle.db, request("/api/delete-product.php", { id: target.id }));
    expect(again.status).toBe(404);
    const bad = await handleDeleteProduct(handle.db, request("/api/delete-product.php", { id: "abc" }));
    expect([bad.status, await bad.json()]).toEqual([400, { success: false, error: "Product id must be a number" }]);
  });
});
