import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, inputClass } from "~/components/ui/form-field";
import { Panel } from "~/components/ui/panel";

import { PHOTOS_PER_LINK, PHOTO_LINK_MINUTES } from "../limits";
import type { TicketPhoto, TicketPhotos } from "../photos.server";
import type { TicketPhotosOutcome } from "../ticket-photo-forms.server";

/** How often the page asks for new photos while a link is open. */
const POLL_MS = 4000;

const timeOf = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleTimeString("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
const dateTimeOf = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });

/**
 * The ticket's photos as the page last loaded them, or as asked since, while a link is open
 * and the tab is in view; with JavaScript off the owner reloads the page.
 */
function useLivePhotos(ticketId: number, loaded: TicketPhoto[], until: string | null): TicketPhoto[] {
  const [polled, setPolled] = useState<{ basis: TicketPhoto[]; items: TicketPhoto[] } | null>(null);
  useEffect(() => {
    if (!until) return;
    const end = new Date(until).getTime();
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const ask = async () => {
      if (Date.now() >= end) return stop();
      try {
        const response = await fetch(`/admin/tickets/${ticketId}/photos`, { headers: { Accept: "application/json" } });
        if (!response.ok) return;
        const body = (await response.json()) as TicketPhotos;
        if (!stopped) setPolled({ basis: loaded, items: body.items });
      } catch {
        // Offline for a moment: the next turn asks again.
      }
    };
    const start = () => {
      if (timer === undefined && document.visibilityState === "visible" && Date.now() < end) {
        timer = setInterval(ask, POLL_MS);
      }
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        void ask();
        start();
      } else stop();
    };
    start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ticketId, loaded, until]);
  // Photos asked for against an older load (before a delete, say) give way to the newer load.
  return polled && polled.basis === loaded ? polled.items : loaded;
}

type LinkMade = Extract<TicketPhotosOutcome, { kind: "link" }>;

function PhotoLinkCode({ link, timeZone }: { link: LinkMade; timeZone: string }) {
  return (
    <div className="mt-4 grid items-start gap-4 sm:grid-cols-[12rem_1fr]">
      <svg
        role="img"
        aria-label="QR code of the photo link"
        viewBox={`0 0 ${link.qr.size} ${link.qr.size}`}
        shapeRendering="crispEdges"
        className="w-48 max-w-full"
        data-testid="photo-link-qr"
      >
        <rect width={link.qr.size} height={link.qr.size} fill="#fff" />
        <path fill="#000" d={link.qr.path} />
      </svg>
      <div className="min-w-0">
        <p>
          Scan the code with the phone's camera and take the photos. The link is good for {PHOTO_LINK_MINUTES} minutes (until{" "}
          {timeOf(link.expiresAt, timeZone)}) and takes up to {PHOTOS_PER_LINK} photos.
        </p>
        <FormField id="photo-link-url" label="Or type this link on the phone" className="mt-3">
          <input
            id="photo-link-url"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} font-mono text-sm`}
          />
        </FormField>
      </div>
    </div>
  );
}

/**
 * The ticket page's Photos panel: "Add photos from a phone" makes a link (its QR code and its
 * text), and the photos come in under it as they are sent, oldest first, each with its time and
 * a Delete button.
 */
export function TicketPhotosPanel({
  ticketId,
  photos,
  outcome,
  timeZone,
}: {
  ticketId: number;
  photos: TicketPhotos;
  /** The answer to a photo button posted without JavaScript (or a Delete). */
  outcome?: TicketPhotosOutcome;
  timeZone: string;
}) {
  // A plain form post, not a fetcher: useFetcher would add its code to the framework chunk every
  // visitor page loads. The link's code shows until the next post on the page; the note below
  // says how to see it again.
  const navigation = useNavigation();
  const making = navigation.state !== "idle" && navigation.formData?.get("intent") === "photoLink";
  const link = outcome?.ok && outcome.kind === "link" ? outcome : undefined;
  const until =
    [link?.expiresAt, photos.linkUntil]
      .filter((v): v is string => !!v)
      .sort()
      .at(-1) ?? null;
  const items = useLivePhotos(ticketId, photos.items, until);
  const failure = outcome && !outcome.ok ? outcome : undefined;
  const deleted = outcome?.ok && outcome.kind === "deleted" ? outcome.message : "";
  return (
    <Panel id="photos-heading" title="Photos" className="min-w-0">
      <p className="mt-2 text-slate-700">The device's condition as it came in, photographed with your phone.</p>
      <Banner tone="error" className="mt-3">
        {failure && !failure.ok ? failure.formError : ""}
      </Banner>
      <Banner tone="success" className="mt-3">
        {deleted}
      </Banner>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="photoLink" />
        <Button type="submit" variant="secondary" disabled={making}>
          Add photos from a phone
        </Button>
      </Form>
      {link ? (
        <PhotoLinkCode link={link} timeZone={timeZone} />
      ) : (
        photos.linkUntil && (
          <p className="mt-3 text-slate-700">
            A photo link is open until {timeOf(photos.linkUntil, timeZone)}. To see its code again, make a new one.
          </p>
        )
      )}
      {items.length === 0 ? (
        <p className="mt-4 text-slate-700">No photos yet.</p>
      ) : (
        <ol aria-label="Photos of the device" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((photo, index) => {
            const src = `/admin/tickets/${ticketId}/photos/${photo.id}`;
            const sentAt = dateTimeOf(photo.createdAt, timeZone);
            return (
              <li key={photo.id} className="min-w-0">
                <a href={src} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={src}
                    alt={`Photo ${index + 1}, sent ${sentAt}`}
                    width={photo.width ?? undefined}
                    height={photo.height ?? undefined}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
                  />
                </a>
                <p className="mt-1 text-sm text-slate-700">
                  <time dateTime={photo.createdAt}>{sentAt}</time>
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="deletePhoto" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <Button type="submit" variant="danger-outline" size="sm" className="mt-1">
                    Delete <span className="sr-only">photo {index + 1}</span>
                  </Button>
                </Form>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
