import { isComponentsResponse, isModelList, readApiError } from "./response-guards";
import type { MotherboardComponentsResponse, MotherboardModelEntry } from "./schema";

export const MOTHERBOARD_MODELS_URL = "/api/get-motherboard-models.php";
export const MOTHERBOARD_COMPONENTS_URL = "/api/get-motherboard-components.php";

export const motherboardKeys = {
  models: ["motherboard-models"] as const,
  components: (model: string) => ["motherboard-components", model] as const,
};

const REQUEST_HEADERS = { Accept: "application/json", "Cache-Control": "no-cache", Pragma: "no-cache" };

export const INVALID_DATA_MESSAGE = "Received invalid motherboard data from the server.";

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new Error(INVALID_DATA_MESSAGE);
  }
}

/** The API can answer an `error` field with any status, 200 included; that is a failure all the same. */
function throwIfApiError(body: unknown): void {
  const error = readApiError(body);
  if (error !== undefined) throw new Error(`API returned an error: ${error}`);
}

export async function fetchMotherboardModels(fetchImpl: typeof fetch = fetch): Promise<MotherboardModelEntry[]> {
  const response = await fetchImpl(MOTHERBOARD_MODELS_URL, { headers: REQUEST_HEADERS });
  if (!response.ok) throw new Error(`Failed to fetch motherboard models: ${response.status} ${response.statusText}`);
  const body = await readBody(response);
  throwIfApiError(body);
  if (!isModelList(body)) throw new Error(INVALID_DATA_MESSAGE);
  return body;
}

export async function fetchMotherboardComponents(
  model: string,
  fetchImpl: typeof fetch = fetch,
): Promise<MotherboardComponentsResponse> {
  const url = `${MOTHERBOARD_COMPONENTS_URL}?${new URLSearchParams({ motherboard_model: model })}`;
  const response = await fetchImpl(url, { headers: REQUEST_HEADERS });
  if (!response.ok) throw new Error(`Failed to fetch motherboard components: ${response.status} ${response.statusText}`);
  const body = await readBody(response);
  throwIfApiError(body);
  if (!isComponentsResponse(body)) throw new Error(INVALID_DATA_MESSAGE);
  return body;
}
