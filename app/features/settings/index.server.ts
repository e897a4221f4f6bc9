/** Shop settings saved in the admin over the environment's defaults; server only. */
export { currentBusiness, currentSettings, currentTimeZone, refreshSettings, startSettings } from "./settings.server";
