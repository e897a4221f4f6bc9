import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";

import { Button } from "~/components/ui/button";
import { Banner, FormField, FieldError, describedBy } from "~/components/ui/form-field";
import { Panel } from "~/components/ui/panel";

import { PHOTOS_PER_LINK, PHOTO_FORM_MAX_BYTES } from "../limits";
import { sendPhoto, shrinkPhoto } from "../shrink.client";
import type { PhotoPageState } from "../schema";
import type { PhotoFormAnswer } from "../upload-form.server";
import type { PhotoUploadOutcome } from "../upload.server";

const subscribe = () => () => {};
/** False in the server's HTML and while hydrating, true once JavaScript runs. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

const timeOf = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleTimeString("en-US", { timeZone, hour: "numeric", minute: "2-digit" });

interface Sent {
  /** The link's count after it ("Photo 3 sent"). */
  number: number;
  preview: string | null;
}

type Progress = { index: number; total: number; step: "shrinking" | "sending"; share: number };

const NOT_SENT = "The photo could not be sent. Check the phone's connection and try again.";

/**
 * /intake/photos/<token>, on the owner's phone: take photos of a ticket's device and send them to
 * it. With JavaScript each photo is shrunk on the phone (upright, about 400 KB, its location
 * dropped) and sent on its own as soon as it is taken, with its progress; without, the form sends
 * the photos as they are and the page answers with what was taken.
 */
export function PhotoUpload({
  token,
  state,
  answer,
  timeZone,
}: {
  token: string;
  state: PhotoPageState;
  answer?: PhotoFormAnswer;
  timeZone: string;
}) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<Sent[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [closed, setClosed] = useState<string | null>(null);
  const previews = useRef<string[]>([]);

  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  if (!state.open) {
    return (
      <div className="container-page max-w-xl py-8">
        <h1 className="text-3xl font-bold">Condition photos</h1>
        <Banner tone="warning" role="alert" className="mt-6">
          {state.message}
        </Banner>
      </div>
    );
  }

  const busy = progress !== null;
  const sendAll = async (files: File[]) => {
    setFailures([]);
    for (const [index, file] of files.entries()) {
      setProgress({ index, total: files.length, step: "shrinking", share: 0 });
      const photo = (await shrinkPhoto(file)) ?? file;
      setProgress({ index, total: files.length, step: "sending", share: 0 });
      const { status, body } = await sendPhoto(`/intake/photos/${encodeURIComponent(token)}/upload`, photo, (share) =>
        setProgress({ index, total: files.length, step: "sending", share }),
      );
      const outcome = body as PhotoUploadOutcome | null;
      if (outcome?.ok) {
        const preview = URL.createObjectURL(photo);
        previews.current.push(preview);
        setSent((list) => [...list, { number: outcome.sent, preview }]);
        continue;
      }
      const message = outcome && typeof outcome.message === "string" ? outcome.message : NOT_SENT;
      if (status === 410 || status === 404 || status === 429) {
        setClosed(message);
        break;
      }
      setFailures((list) => [...list, `Photo ${index + 1} of ${files.length} not sent: ${message}`]);
    }
    setProgress(null);
  };

  const onChange = () => {
    const files = [...(input.current?.files ?? [])];
    if (input.current) input.current.value = "";
    if (files.length > 0 && !busy) void sendAll(files);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange();
  };

  // A page drawn from a post without JavaScript shows that post's answer; photos sent since come after it.
  const shownSent = [...(answer?.sent ?? []), ...sent.map((s) => s.number)];
  const previewOf = (number: number) => sent.find((s) => s.number === number)?.preview;
  const answerClosed = answer && (answer.status === 404 || answer.status === 410) ? answer.formError : undefined;
  const linkClosed = closed ?? answerClosed;
  const formError = linkClosed ?? answer?.formError;
  const refusals = [...(answer?.refused ?? []).map((r) => `${r.name} not sent: ${r.message}`), ...failures];
  const fieldError = refusals.length > 0 ? refusals.join(" ") : undefined;
  return (
    <div className="container-page max-w-xl py-8">
      <h1 className="text-3xl font-bold break-words">Photos for ticket {state.ticketNumber}</h1>
      <p className="mt-2 text-lg">
        Take photos of the device as it came in: every side, the screen switched on if it works, and any damage.
      </p>
      <p className="mt-2 text-slate-700">
        This link takes {state.left === PHOTOS_PER_LINK ? `up to ${PHOTOS_PER_LINK}` : `${state.left} more`} photos until{" "}
        {timeOf(state.expiresAt, timeZone)}.
      </p>
      <Banner tone="error" className="mt-4">
        {formError ?? ""}
      </Banner>
      {!linkClosed && (
        <Panel id="take-heading" title="Take photos" className="mt-6">
          <form
            method="post"
            encType="multipart/form-data"
            action={`/intake/photos/${encodeURIComponent(token)}`}
            onSubmit={onSubmit}
            className="mt-3 grid gap-4"
          >
            <FormField
              id="photos"
              label="Photos of the device"
              hint={
                hydrated
                  ? "Each photo is sent as soon as you take it."
                  : `Take or choose the photos, then press Send photos: up to ${PHOTO_FORM_MAX_BYTES / 1024 / 1024} MB at a time.`
              }
            >
              <input
                ref={input}
                id="photos"
                name="photos"
                type="file"
                accept="image/*"
                capture="environment"
                multiple
                required={!hydrated}
                disabled={busy}
                onChange={onChange}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={describedBy("photos", { hint: true, error: fieldError })}
                className="file:bg-brand-700 mt-2 block w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:px-4 file:font-semibold file:text-white"
              />
              <FieldError id="photos" error={fieldError} alert keep />
            </FormField>
            {!hydrated && (
              <Button type="submit" className="justify-self-start">
                Send photos
              </Button>
            )}
          </form>
          {progress && (
            <div className="mt-4">
              <label htmlFor="photo-progress" className="font-semibold">
                {progress.step === "shrinking"
                  ? `Getting photo ${progress.index + 1} of ${progress.total} ready…`
                  : `Sending photo ${progress.index + 1} of ${progress.total}…`}
              </label>
              <progress
                id="photo-progress"
                max={1}
                value={progress.step === "sending" ? progress.share : undefined}
                className="mt-1 block w-full"
              />
            </div>
          )}
        </Panel>
      )}
      <ul aria-live="polite" aria-label="Photos sent" className="mt-6 grid gap-2">
        {shownSent.map((number) => {
          const preview = previewOf(number);
          return (
            <li key={number} className="flex items-center gap-3 font-medium text-green-900">
              {preview && <img src={preview} alt="" width={48} height={48} className="size-12 rounded object-cover" />}
              Photo {number} sent
            </li>
          );
        })}
      </ul>
      {shownSent.length > 0 && <p className="mt-2 text-slate-700">They are on the ticket now. Take more, or close this page.</p>}
    </div>
  );
}
