import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import { isApiPath } from "./security";

/**
 * The methods a route takes, or "any" when the route answers every method itself (an API
 * route with an action, which keeps its own JSON 405 for the methods it refuses).
 */
export type RouteMethods = readonly string[] | "any";

const READ_METHODS = ["GET", "HEAD"] as const;
// Page forms only ever post; React Router would hand PUT, PATCH and DELETE to the same action.
const FORM_METHODS = ["GET", "HEAD", "POST"] as const;

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

interface RouteTable {
  /** Every fixed path, keyed by its lower-case form (React Router matches without regard to case). */
  fixed: Map<string, { path: string; hasAction: boolean }>;
  tree: RouteObject[];
}

function joinPaths(parent: string, child: string | undefined): string {
  if (!child) return parent;
  return parent === "/" ? `/${child}` : `${parent}/${child}`;
}

function buildTable(build: ServerBuild): RouteTable {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }

  const fixed: RouteTable["fixed"] = new Map();
  const toObjects = (parentId: string | undefined, parentPath: string): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) => {
      const fullPath = joinPaths(parentPath, route.path);
      const hasAction = typeof route.module.action === "function";
      const isLeaf = !children.has(route.id) || route.index;
      if (isLeaf && !/[*:]/.test(fullPath)) {
        const key = fullPath.toLowerCase();
        // A layout and its index route share a path: the path takes a form if either does.
        const known = fixed.get(key);
        fixed.set(key, { path: fullPath, hasAction: hasAction || (known?.hasAction ?? false) });
      }
      return route.index
        ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: toObjects(route.id, fullPath) };
    });
  const tree = toObjects(undefined, "/");
  return { fixed, tree };
}

const tables = new WeakMap<ServerBuild, RouteTable>();

function tableOf(build: ServerBuild): RouteTable {
  let table = tables.get(build);
  if (!table) {
    table = buildTable(build);
    tables.set(build, table);
  }
  return table;
}

function methodsFor(path: string, hasAction: boolean): RouteMethods {
  if (isApiPath(path)) return hasAction ? "any" : READ_METHODS;
  return hasAction ? FORM_METHODS : READ_METHODS;
}

/**
 * The browser's own data requests (a client navigation's loaders, a form's action) go to the
 * page's path plus ".data", or "/_root.data" for "/"; React Router answers them as that page.
 */
export function isDataRequestPath(path: string): boolean {
  return path.endsWith(".data");
}

function pagePathOf(path: string): string {
  if (path === "/_root.data") return "/";
  return isDataRequestPath(path) ? path.slice(0, -".data".length) : path;
}

/** Trailing slashes do not make another route: "/about/" reaches "/about". */
function lookupKey(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return (trimmed || "/").toLowerCase();
}

/** The route table's own spelling of `path`, when it reaches a route of fixed path (not a splat). */
export function canonicalPathOf(build: ServerBuild, path: string): string | undefined {
  return tableOf(build).fixed.get(lookupKey(path))?.path;
}

/** The methods the route `path` reaches takes, read off the build's own route table. */
export function methodsOf(build: ServerBuild, requestPath: string): RouteMethods {
  const table = tableOf(build);
  const path = pagePathOf(requestPath);
  const known = table.fixed.get(lookupKey(path));
  if (known) return methodsFor(path, known.hasAction);
  // Splats (unknown pages, unknown API paths) and any path with parameters.
  const leaf = matchRoutes(table.tree, path)?.at(-1);
  const hasAction = leaf?.route.id !== undefined && typeof build.routes[leaf.route.id]?.module.action === "function";
  return methodsFor(path, hasAction);
}

/** The two questions, asked of whichever build is current (development swaps it on every edit). */
export interface RouteLookup {
  canonicalPath(path: string): Promise<string | undefined>;
  methods(path: string): Promise<RouteMethods>;
}

export function createRouteLookup(getBuild: () => Promise<ServerBuild>): RouteLookup {
  return {
    canonicalPath: async (path) => canonicalPathOf(await getBuild(), path),
    methods: async (path) => methodsOf(await getBuild(), path),
  };
}
