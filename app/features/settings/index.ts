/** Shop settings: the field list the admin's form renders (browser-safe). */
export { BUSINESS_FIELDS, SETTING_FIELDS, type SettingField, type SettingKey, type SettingValues } from "./fields";
