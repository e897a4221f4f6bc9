import type { WifiInput } from "./schema";

/** The WIFI: scheme (ZXing's format) escapes \ ; , : and " with a backslash. */
export function escapeWifi(value: string): string {
  return value.replace(/[\\;,:"]/g, (ch) => `\\${ch}`);
}

export function buildWifiContent(input: WifiInput): string {
  const parts = [`T:${input.security}`, `S:${escapeWifi(input.ssid)}`];
  if (input.security !== "nopass") parts.push(`P:${escapeWifi(input.password)}`);
  if (input.hidden) parts.push("H:true");
  return `WIFI:${parts.join(";")};;`;
}
