import { RotateCcw } from "~/components/ui/icons/rotate-ccw";
import { Save } from "~/components/ui/icons/save";
import { Form, Link, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FieldError, FieldHint, FormField, controlProps, describedBy, inputClass } from "~/components/ui/form-field";
import { WEEKDAYS, WEEKDAY_NAMES, describeOpeningHours, type OpeningHours } from "~/content/hours";
import { cn } from "~/lib/cn";

import {
  SETTING_FIELDS,
  type ClosedDate,
  type DropOffWindow,
  type SettingField,
  type SettingKey,
  type SettingValues,
} from "../fields";
import type { BookedClosedDate } from "../settings-admin.server";

export interface SettingsHistoryRow {
  id: number;
  label: string;
  oldValue: string;
  newValue: string;
  changedAt: string;
  changedBy?: string | null;
}

export interface SettingsPageProps {
  values: SettingValues;
  defaults: SettingValues;
  saved: SettingKey[];
  unreadable: SettingKey[];
  history: SettingsHistoryRow[];
  /** The shop's time zone (SHOP_TIMEZONE): the history's times are written in it. */
  timeZone: string;
  errors?: Partial<Record<SettingKey, string>>;
  /** Newly closed dates that still have active bookings: the save waits for the owner to confirm them. */
  confirmClosedDates?: BookedClosedDate[];
  submitted?: Partial<Record<SettingKey, unknown>>;
  message?: string | null;
  error?: string | null;
}

const GROUPS: Array<{ legend: string; keys: SettingKey[] }> = [
  {
    legend: "Business facts",
    keys: [
      "business.name",
      "business.shortName",
      "business.phone",
      "business.email",
      "business.streetAddress",
      "business.city",
      "business.region",
      "business.postalCode",
    ],
  },
  { legend: "Company claims", keys: ["business.yearsOfService", "business.foundedYear"] },
  { legend: "Affiliate links", keys: ["business.amazonAssociateTag"] },
  {
    legend: "Repair tickets",
    keys: [
      "tickets.waitingPartsDays",
      "tickets.readyDays",
      "tickets.intakeTerms",
      "tickets.readyReminderDays",
      "tickets.abandonedDays",
    ],
  },
  { legend: "Leads", keys: ["leads.waitingHours"] },
  { legend: "Money", keys: ["money.taxRate", "money.terms"] },
];

const fieldOf = (key: SettingKey) => SETTING_FIELDS.find((f) => f.key === key)!;
const idOf = (key: string) => key.replace(/\./g, "-");

function describe(key: SettingKey, value: unknown): string {
  if (key === "business.openingHours") return describeOpeningHours(value as OpeningHours);
  if (key === "booking.windows" || key === "booking.closedDates") return "as the environment sets it";
  if (key === "booking.paused") return value ? "paused" : "taking bookings";
  return value === "" ? "(empty)" : String(value);
}

/** A setting's hint: where it shows, and whether it is saved here or the default is in use. */
function NoteText({ field, props }: { field: SettingField; props: SettingsPageProps }) {
  const saved = props.saved.includes(field.key);
  return (
    <>
      Shows on: {field.shows}.{" "}
      {saved ? (
        <>
          Saved here; the default{field.env ? ` (${field.env})` : ""} is “{describe(field.key, props.defaults[field.key])}”.
        </>
      ) : (
        <>Using the default{field.env ? ` (${field.env})` : ""}.</>
      )}
      {props.unreadable.includes(field.key) && (
        <> The saved value could not be read, so the default is in use; save the field again.</>
      )}
    </>
  );
}

/** NoteText as the hint of a group of controls (a fieldset) rather than of one FormField. */
function FieldNote({ field, props }: { field: SettingField; props: SettingsPageProps }) {
  return (
    <FieldHint id={idOf(field.key)}>
      <NoteText field={field} props={props} />
    </FieldHint>
  );
}

function ResetButton({ field, props }: { field: SettingField; props: SettingsPageProps }) {
  if (!props.saved.includes(field.key)) return null;
  return (
    <Button
      type="submit"
      name="intent"
      value={`reset:${field.key}`}
      aria-label={`Reset to default: ${field.label}`}
      formNoValidate
      variant="outline"
      size="sm"
      className="mt-2"
    >
      <RotateCcw size={16} />
      Reset to default
    </Button>
  );
}

function TextSetting({ field, props }: { field: SettingField; props: SettingsPageProps }) {
  const id = idOf(field.key);
  const error = props.errors?.[field.key];
  const shown = props.submitted?.[field.key] ?? props.values[field.key];
  return (
    <div>
      <FormField id={id} label={field.label} hint={<NoteText field={field} props={props} />} error={error}>
        {field.input === "textarea" ? (
          <textarea {...controlProps(id, { hint: true, error })} name={field.key} rows={5} defaultValue={String(shown ?? "")} />
        ) : (
          <input
            {...controlProps(id, { hint: true, error })}
            name={field.key}
            type={field.input === "number" ? "text" : field.input}
            inputMode={field.input === "number" ? "numeric" : undefined}
            autoComplete={field.autoComplete ?? "off"}
            defaultValue={String(shown ?? "")}
          />
        )}
      </FormField>
      <ResetButton field={field} props={props} />
    </div>
  );
}

function HoursSetting({ props }: { props: SettingsPageProps }) {
  const field = fieldOf("business.openingHours");
  const error = props.errors?.[field.key];
  const hours = props.values["business.openingHours"];
  return (
    <fieldset
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      aria-describedby={describedBy(idOf(field.key), { hint: true, error })}
    >
      <legend className="px-1 text-lg font-bold">Opening hours</legend>
      <FieldNote field={field} props={props} />
      <p className="mt-1 text-sm text-slate-700">Now: {describeOpeningHours(hours)}. For open all day, use 00:00 to 24:00.</p>
      <FieldError id={idOf(field.key)} error={error} />
      <div className="mt-3 grid gap-3">
        {WEEKDAYS.map((day) => {
          const h = hours[day];
          return (
            <fieldset key={day} className="grid grid-cols-[7rem_1fr] items-center gap-2 sm:grid-cols-[8rem_auto_1fr_1fr]">
              <legend className="sr-only">{WEEKDAY_NAMES[day]}</legend>
              <span aria-hidden="true" className="font-semibold">
                {WEEKDAY_NAMES[day]}
              </span>
              <label className="inline-flex min-h-10 items-center gap-2">
                <input type="checkbox" name={`hours.${day}.closed`} defaultChecked={h.closed} className="size-5" />
                Closed<span className="sr-only"> on {WEEKDAY_NAMES[day]}</span>
              </label>
              <label className="col-span-2 flex items-center gap-2 sm:col-span-1">
                <span className="w-12 text-sm">Opens</span>
                <input
                  type="text"
                  inputMode="numeric"
                  pattern="[0-2][0-9]:[0-5][0-9]"
                  name={`hours.${day}.open`}
                  defaultValue={h.closed ? "09:00" : h.open}
                  aria-label={`${WEEKDAY_NAMES[day]} opens (HH:MM)`}
                  className={cn(inputClass, "mt-0 w-24")}
                />
              </label>
              <label className="col-span-2 flex items-center gap-2 sm:col-span-1">
                <span className="w-12 text-sm">Closes</span>
                <input
                  type="text"
                  inputMode="numeric"
                  pattern="[0-2][0-9]:[0-5][0-9]"
                  name={`hours.${day}.close`}
                  defaultValue={h.closed ? "18:00" : h.close}
                  aria-label={`${WEEKDAY_NAMES[day]} closes (HH:MM)`}
                  className={cn(inputClass, "mt-0 w-24")}
                />
              </label>
            </fieldset>
          );
        })}
      </div>
      <ResetButton field={field} props={props} />
    </fieldset>
  );
}

function BookingSettings({ props }: { props: SettingsPageProps }) {
  const windowsField = fieldOf("booking.windows");
  const windowsError = props.errors?.["booking.windows"];
  const windowsId = idOf(windowsField.key);
  const byDay = props.values["booking.windows"];
  const submittedWindows = props.submitted?.["booking.windows"] as Record<string, string> | undefined;
  const datesField = fieldOf("booking.closedDates");
  const datesId = idOf(datesField.key);
  const datesError = props.errors?.["booking.closedDates"];
  const datesText =
    (props.submitted?.["booking.closedDates"] as string | undefined) ??
    props.values["booking.closedDates"].map((d: ClosedDate) => (d.label ? `${d.date} ${d.label}` : d.date)).join("\n");
  const pausedField = fieldOf("booking.paused");
  return (
    <fieldset className="grid gap-5 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <legend className="px-1 text-lg font-bold">Booking</legend>
      <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
        <FormField
          id={idOf(pausedField.key)}
          layout="check"
          label={pausedField.label}
          hint={<NoteText field={pausedField} props={props} />}
        >
          <input type="hidden" name="booking.paused" value="off" />
          <input
            id={idOf(pausedField.key)}
            type="checkbox"
            name="booking.paused"
            value="on"
            defaultChecked={props.values["booking.paused"]}
            aria-describedby={`${idOf(pausedField.key)}-hint`}
            className="size-5"
          />
        </FormField>
        <ResetButton field={pausedField} props={props} />
        <div className="mt-3">
          <TextSetting field={fieldOf("booking.pauseMessage")} props={props} />
        </div>
      </div>
      <fieldset aria-describedby={describedBy(windowsId, { hint: true, error: windowsError })}>
        <legend className="font-semibold">{windowsField.label}</legend>
        <FieldNote field={windowsField} props={props} />
        <p className="text-sm text-slate-700">
          Per day, windows such as 09:00-12:00, 12:00-15:00; leave a day empty for no drop-offs.
        </p>
        <FieldError id={windowsId} error={windowsError} />
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="grid grid-cols-[6.5rem_1fr] items-center gap-2">
              <span className="text-sm font-semibold">{WEEKDAY_NAMES[day]}</span>
              <input
                type="text"
                name={`booking.windows.${day}`}
                defaultValue={submittedWindows?.[day] ?? byDay[day].map((w: DropOffWindow) => `${w.start}-${w.end}`).join(", ")}
                aria-invalid={windowsError ? true : undefined}
                className={cn(inputClass, "mt-0")}
              />
            </label>
          ))}
        </div>
        <ResetButton field={windowsField} props={props} />
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <TextSetting field={fieldOf("booking.capacity")} props={props} />
        <TextSetting field={fieldOf("booking.daysAhead")} props={props} />
      </div>
      <div>
        <FormField id={datesId} label={datesField.label} hint={<NoteText field={datesField} props={props} />} error={datesError}>
          <p id={`${datesId}-format`} className="text-sm text-slate-700">
            One per line, a date and an optional label: 2026-11-26 Thanksgiving
          </p>
          <textarea
            {...controlProps(datesId, { hint: true, error: datesError })}
            aria-describedby={`${describedBy(datesId, { hint: true, error: datesError })} ${datesId}-format`}
            name={datesField.key}
            rows={4}
            defaultValue={datesText}
          />
        </FormField>
        <ConfirmClosedDates booked={props.confirmClosedDates} />
        <ResetButton field={datesField} props={props} />
      </div>
    </fieldset>
  );
}

/**
 * Closing a date does not cancel its bookings, so the server asks first: each newly closed date
 * that has active bookings, linked to its list, and a box whose value names exactly those dates.
 */
function ConfirmClosedDates({ booked }: { booked?: BookedClosedDate[] }) {
  if (!booked || booked.length === 0) return null;
  const one = booked.length === 1;
  return (
    <div className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300">
      <ul className="grid gap-1">
        {booked.map((b) => (
          <li key={b.date}>
            <Link to={`/admin/bookings?day=${b.date}`} className="text-brand-700 font-semibold underline">
              {b.date}: {b.count} active {b.count === 1 ? "booking" : "bookings"}
            </Link>
          </li>
        ))}
      </ul>
      <FormField
        id="confirm-closed-dates"
        layout="check"
        label={one ? "Yes, close this date anyway" : "Yes, close these dates anyway"}
        className="mt-2"
      >
        <input
          id="confirm-closed-dates"
          type="checkbox"
          name="confirmClosedDates"
          value={booked.map((b) => b.date).join(",")}
          className="accent-brand-700 size-5"
        />
      </FormField>
    </div>
  );
}

/**
 * The owner's settings: every business fact with where it shows and its default, the opening
 * hours per weekday, and the history of changes with a way to put an old value back.
 */
export function SettingsPage(props: SettingsPageProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const errorCount = Object.keys(props.errors ?? {}).length;
  const askingToClose = (props.confirmClosedDates?.length ?? 0) > 0 && errorCount === 1;
  const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: props.timeZone });
  return (
    <section aria-labelledby="settings-heading" className="mt-6">
      <h1 id="settings-heading" className="text-3xl font-bold">
        Settings
      </h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        What the site says about the shop. A saved value wins over the server’s environment default; “Reset to default” goes back
        to it. Changes show on every page within a few seconds. Times here are the shop’s, in {props.timeZone} (the SHOP_TIMEZONE
        environment setting).
      </p>
      <div className="mt-4">
        <Banner tone="error" title="Error">
          {props.error ??
            (askingToClose
              ? `Please confirm: ${props.confirmClosedDates!.length === 1 ? "a date you are closing has" : "dates you are closing have"} bookings; nothing was saved.`
              : errorCount
                ? `Please correct ${errorCount === 1 ? "the field" : `the ${errorCount} fields`} marked below; nothing was saved.`
                : null)}
        </Banner>
        <Banner tone="success" className="mt-2">
          {props.message}
        </Banner>
      </div>
      <Form key={JSON.stringify(props.values)} method="post" className="mt-6 grid gap-6" noValidate>
        <input type="hidden" name="loaded" value={JSON.stringify(props.values)} />
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-slate-200 md:grid-cols-2">
            <legend className="px-1 text-lg font-bold">{group.legend}</legend>
            {group.keys.map((key) => (
              <TextSetting key={key} field={fieldOf(key)} props={props} />
            ))}
          </fieldset>
        ))}
        <HoursSetting props={props} />
        <BookingSettings props={props} />
        <div>
          <Button type="submit" name="intent" value="save" disabled={busy}>
            <Save size={18} />
            Save settings
          </Button>
        </div>
      </Form>

      <section aria-labelledby="settings-history" className="mt-10">
        <h2 id="settings-history" className="text-2xl font-bold">
          History
        </h2>
        {props.history.length === 0 ? (
          <p className="mt-2 text-slate-700">No changes yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto" data-scroll-x>
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Settings changes, newest first</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Setting
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Old → new
                  </th>
                  <th scope="col" className="py-2">
                    Undo
                  </th>
                </tr>
              </thead>
              <tbody>
                {props.history.map((row) => (
                  <tr key={row.id} className="border-b border-slate-200 align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">
                      <time dateTime={row.changedAt}>{dateFormat.format(new Date(row.changedAt))}</time>
                      {row.changedBy && <span className="block text-sm text-slate-700">by {row.changedBy}</span>}
                    </td>
                    <td className="py-2 pr-3">{row.label}</td>
                    <td className="py-2 pr-3">
                      {row.oldValue} → {row.newValue}
                    </td>
                    <td className="py-2">
                      <Form method="post">
                        <input type="hidden" name="change" value={row.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value="restore"
                          aria-label={`Restore old value of ${row.label} from this change`}
                          disabled={busy}
                          variant="outline"
                          size="sm"
                        >
                          Restore old value
                        </Button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
