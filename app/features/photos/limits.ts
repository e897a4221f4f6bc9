/** The limits of condition photos, the same for the phone's page and the server. */

/** How long a photo link made on the ticket page takes photos. */
export const PHOTO_LINK_MINUTES = 15;
/** Photos one link takes; the owner makes another link for more. */
export const PHOTOS_PER_LINK = 12;
/** The largest picture the server takes, as sent. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Without JavaScript the page sends the photos as taken, several in one post: at most this much at once. */
export const PHOTO_FORM_MAX_BYTES = 5 * PHOTO_MAX_BYTES;
/** With JavaScript the phone shrinks each picture to this long side and about this size first. */
export const SHRINK_LONG_SIDE = 1600;
export const SHRINK_TARGET_BYTES = 400 * 1024;

/** What the phone's page shows for a link that no longer takes photos. */
export const PHOTO_LINK_MESSAGES = {
  expired: "This link has expired. Make a new one on the ticket page.",
  usedUp: `This link has taken its ${PHOTOS_PER_LINK} photos. Make a new one on the ticket page for more.`,
} as const;
