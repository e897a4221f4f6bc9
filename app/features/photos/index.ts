/** Condition photos sent from the owner's phone: the ticket page's panel and the phone's page; safe in the browser. */
export { TicketPhotosPanel } from "./components/ticket-photos";
export { PhotoUpload } from "./components/photo-upload";
export { PHOTOS_PER_LINK, PHOTO_LINK_MINUTES } from "./limits";
export { isPhotoIntent, type PhotoIntent, type PhotoPageState } from "./schema";
