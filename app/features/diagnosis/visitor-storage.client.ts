import { webStorage } from "~/lib/web-storage.client";

import { USER_INFO_KEY, parseStoredVisitorInfo, type GuardResult, type VisitorInfo } from "./rules";

/** sessionStorage can be missing or refused; callers get a clear outcome instead. */
const storage = () => webStorage("sessionStorage");

export function saveVisitorInfo(info: VisitorInfo): boolean {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(USER_INFO_KEY, JSON.stringify(info));
    return true;
  } catch {
    return false;
  }
}

export function clearVisitorInfo(): void {
  try {
    storage()?.removeItem(USER_INFO_KEY);
  } catch {
    // Nothing else to do: the entry is unreadable anyway.
  }
}

/** The guard: parses the stored entry and drops it when it is corrupt. */
export function checkStoredVisitor(): GuardResult {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(USER_INFO_KEY) ?? null;
  } catch {
    raw = null;
  }
  const result = parseStoredVisitorInfo(raw);
  if (!result.ok && result.clearStored) clearVisitorInfo();
  return result;
}
