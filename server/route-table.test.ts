import http from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { API_SECURITY_HEADERS } from "~/lib/http/json.server";

import { CANONICAL_REDIRECT_STATUS, redirectToCanonicalPath } from "./canonical-url";
import { refuseMethodsRoutesDoNotTake, refuseUnknownMethods } from "./methods";
import { canonicalPathOf, createRouteLookup, methodsOf } from "./route-table";
import { securityHeaders } from "./security";

const loader = () => null;
const action = () => null;
const Page = () => null;

/** A route manifest shaped like the one React Router builds from app/routes.ts. */
function fakeBuild(): ServerBuild {
  const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: object }> = {
    root: { id: "root", path: "", module: { default: Page } },
    home: { id: "home", parentId: "root", index: true, module: { default: Page } },
    about: { id: "about", parentId: "root", path: "about", module: { default: Page } },
    shop: { id: "shop", parentId: "root", module: { default: Page } },
    laptops: { id: "laptops", parentId: "shop", path: "products/laptops", module: { loader, default: Page } },
    login: { id: "login", parentId: "root", path: "admin/login", module: { loader, action, default: Page } },
    admin: { id: "admin", parentId: "root", path: "admin", module: { loader, default: Page } },
    "admin-index": { id: "admin-index", parentId: "admin", index: true, module: { loader } },
    "admin-leads": { id: "admin-leads", parentId: "admin", path: "leads", module: { loader, action, default: Page } },
    robots: { id: "robots", parentId: "root", path: "robots.txt", module: { loader } },
    products: { id: "products", parentId: "root", path: "api/get-products.php", module: { loader } },
    diagnose: { id: "diagnose", parentId: "root", path: "api/diagnose.php", module: { loader, action } },
    "api-missing": { id: "api-missing", parentId: "root", path: "api/*", module: { loader, action } },
    missing: { id: "missing", parentId: "root", path: "*", module: { loader, default: Page } },
  };
  return { routes } as unknown as ServerBuild;
}

describe("the route table as the edge reads it", () => {
  const build = fakeBuild();

  it("spells every fixed path as the table does, whatever the case or trailing slashes", () => {
    expect(canonicalPathOf(build, "/")).toBe("/");
    expect(canonicalPathOf(build, "/about")).toBe("/about");
    expect(canonicalPathOf(build, "/About/")).toBe("/about");
    expect(canonicalPathOf(build, "/PRODUCTS/Laptops//")).toBe("/products/laptops");
    expect(canonicalPathOf(build, "/admin/")).toBe("/admin");
    expect(canonicalPathOf(build, "/admin/leads")).toBe("/admin/leads");
  });

  it("has no spelling for splats, doubled slashes or paths no route has", () => {
    for (const path of ["//about", "/index.html", "/no-such-page", "/api/nope.php", "/about/more", "/products"])
      expect(canonicalPathOf(build, path), path).toBeUndefined();
  });

  it("lets pages take GET and HEAD, and POST only where the route has an action", () => {
    expect(methodsOf(build, "/about")).toEqual(["GET", "HEAD"]);
    expect(methodsOf(build, "/products/laptops/")).toEqual(["GET", "HEAD"]);
    expect(methodsOf(build, "/admin/login")).toEqual(["GET", "HEAD", "POST"]);
    expect(methodsOf(build, "/admin/leads")).toEqual(["GET", "HEAD", "POST"]);
    expect(methodsOf(build, "/robots.txt")).toEqual(["GET", "HEAD"]);
    expect(methodsOf(build, "/no-such-page")).toEqual(["GET", "HEAD"]);
  });

  it("reads the browser's data requests (path + .data, /_root.data for /) as their page", () => {
    expect(methodsOf(build, "/admin/login.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(methodsOf(build, "/admin/leads.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(methodsOf(build, "/about.data")).toEqual(["GET", "HEAD"]);
    expect(methodsOf(build, "/_root.data")).toEqual(["GET", "HEAD"]);
  });

  it("leaves API routes with an action to answer every method themselves; read APIs take GET and HEAD", () => {
    expect(methodsOf(build, "/api/diagnose.php")).toBe("any");
    expect(methodsOf(build, "/api/no-such-endpoint.php")).toBe("any");
    expect(methodsOf(build, "/api/get-products.php")).toEqual(["GET", "HEAD"]);
  });
});

describe("the request edge's method and redirect answers", () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders);
    app.use(refuseUnknownMethods);
    const routes = createRouteLookup(async () => fakeBuild());
    app.use(refuseMethodsRoutesDoNotTake(routes));
    app.use(redirectToCanonicalPath(routes));
    app.use((req, res) => {
      res.status(299).type("text/plain").send(`reached ${req.method} ${req.originalUrl}`);
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("redirects other spellings of a page permanently to the table's, query string kept", async () => {
    for (const [from, to] of [
      ["/about/", "/about"],
      ["/ABOUT", "/about"],
      ["/products/laptops/?sort=price&page=2", "/products/laptops?sort=price&page=2"],
      ["/Admin/Login?next=%2Fadmin", "/admin/login?next=%2Fadmin"],
    ]) {
      const res = await fetch(base + from, { redirect: "manual" });
      expect(res.status, from).toBe(CANONICAL_REDIRECT_STATUS);
      expect(res.headers.get("location"), from).toBe(to);
    }
    expect(CANONICAL_REDIRECT_STATUS).toBe(301);
  });

  it("passes canonical paths, API paths, assets and unknown paths through untouched", async () => {
    for (const path of [
      "/about",
      "/?q=1",
      "//about",
      "/About.data",
      "/_root.data?_routes=root",
      "/index.html",
      "/api/get-products.php/",
      "/assets/app.js",
      "/favicon.svg",
    ]) {
      const res = await fetch(base + path, { redirect: "manual" });
      expect(res.status, path).toBe(299);
    }
  });

  it("answers a method a page does not take with a short 405 and its Allow list", async () => {
    for (const [method, path, allow] of [
      ["OPTIONS", "/about", "GET, HEAD"],
      ["POST", "/about", "GET, HEAD"],
      ["DELETE", "/products/laptops", "GET, HEAD"],
      ["OPTIONS", "/no-such-page", "GET, HEAD"],
      ["PUT", "/admin/login", "GET, HEAD, POST"],
      ["OPTIONS", "/api/get-products.php", "GET, HEAD"],
    ] as const) {
      const res = await fetch(base + path, { method });
      const body = await res.text();
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(body.length, `${method} ${path}`).toBeLessThan(100);
      if (path.startsWith("/api/")) expect(JSON.parse(body)).toEqual({ error: "Method not allowed" });
      else expect(body).toBe("Method not allowed");
    }
  });

  it("lets through the methods a route takes, and everything to API routes with an action", async () => {
    for (const [method, path] of [
      ["POST", "/admin/login"],
      ["POST", "/admin/leads"],
      ["POST", "/admin/login.data"],
      ["OPTIONS", "/api/diagnose.php"],
      ["PUT", "/api/diagnose.php"],
      ["POST", "/api/no-such-endpoint.php"],
    ] as const) {
      const res = await fetch(base + path, { method });
      expect(res.status, `${method} ${path}`).toBe(299);
    }
  });

  it("gives everything under /api/ the API headers, each once, and pages the page CSP", async () => {
    for (const path of ["/api/get-products.php", "/api/no-such-endpoint.php", "/API/diagnose.php"]) {
      const res = await fetch(base + path, { method: "OPTIONS" });
      await res.arrayBuffer();
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      expect(res.headers.get("permissions-policy"), path).toBeNull();
    }
    const page = await fetch(`${base}/about`);
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self' 'nonce-/);
  });
});
