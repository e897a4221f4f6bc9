import type { Kysely } from "kysely";

import { getDb } from "~/db/index.server";
import { isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";
import { jsonError, jsonResponse } from "~/lib/http/json.server";
import type { ApiRequest } from "~/lib/http/request.server";
import { errorFields, log } from "~/lib/log.server";

import { getMotherboardCatalog, peekMotherboardCatalog, type CachedCatalog } from "./cache.server";
import { MotherboardModelParamSchema } from "./model-param.server";
import { currentBusiness } from "~/features/settings/index.server";

export interface MotherboardApiDeps {
  db: Kysely<Database>;
  associateTag: string;
}

const UNAVAILABLE = "Motherboard data is unavailable right now. Please try again later.";

type Read = (catalog: CachedCatalog, request: ApiRequest) => Response;

function failed(error: unknown): Response {
  log("error", "motherboard API failed", errorFields(error));
  return jsonError(isDatabaseUnavailable(error) ? 503 : 500, UNAVAILABLE);
}

/** Answers from the catalogue in memory when it is fresh, else loads it first. */
function fromCatalog(read: Read, request: ApiRequest, deps: MotherboardApiDeps): Response | Promise<Response> {
  const cached = peekMotherboardCatalog(deps.db, deps.associateTag);
  if (cached) return read(cached, request);
  return getMotherboardCatalog(deps.db, deps.associateTag).then((catalog) => read(catalog, request), failed);
}

const readModels: Read = (catalog, request) => jsonResponse(catalog.encoded("models", catalog.models), request.ifNoneMatch);

const readComponents: Read = (catalog, request) => {
  const parsed = MotherboardModelParamSchema.safeParse(request.query.get("motherboard_model") ?? "");
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]!.message);
  const model = parsed.data;
  const components = catalog.components.get(model);
  if (!components) return jsonError(404, `Unknown motherboard model: ${model}`);
  return jsonResponse(catalog.encoded(`components:${model}`, components), request.ifNoneMatch);
};

/** GET /api/get-motherboard-models.php → [{model, name, componentCount}] */
export function respondWithMotherboardModels(request: ApiRequest, deps: MotherboardApiDeps): Response | Promise<Response> {
  return fromCatalog(readModels, request, deps);
}

/** GET /api/get-motherboard-components.php?motherboard_model=M → {"High Price": [...], "Mid Price": [...], "Low Price": [...]} */
export function respondWithMotherboardComponents(request: ApiRequest, deps: MotherboardApiDeps): Response | Promise<Response> {
  return fromCatalog(readComponents, request, deps);
}

/** The app's database and the configured associate tag. */
export function getMotherboardApiDeps(): MotherboardApiDeps {
  return { db: getDb(), associateTag: currentBusiness().amazonAssociateTag };
}

function withDeps(respond: (request: ApiRequest, deps: MotherboardApiDeps) => Response | Promise<Response>) {
  return (request: ApiRequest): Response | Promise<Response> => {
    let deps: MotherboardApiDeps;
    try {
      deps = getMotherboardApiDeps();
    } catch (error) {
      return failed(error);
    }
    return respond(request, deps);
  };
}

export const motherboardModelsHandler = withDeps(respondWithMotherboardModels);
export const motherboardComponentsHandler = withDeps(respondWithMotherboardComponents);
