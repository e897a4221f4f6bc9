/** Condition photos sent from the owner's phone; server only. */
export { cleanImage, type CleanImage, type PhotoMime } from "./image-bytes.server";
export { createPhotoLink, findPhotoLink, photoLinkUrl, purgePhotoLinks, type PhotoLink } from "./links.server";
export {
  deleteTicketPhoto,
  listTicketPhotos,
  loadTicketPhotos,
  readTicketPhoto,
  type TicketPhoto,
  type TicketPhotos,
} from "./photos.server";
export { submitTicketPhotos, type TicketPhotosOutcome } from "./ticket-photo-forms.server";
export { UPLOAD_MESSAGES, createUploadLimiter, linkRefusal, receivePhoto, type PhotoUploadOutcome } from "./upload.server";
export { isPhotoIntent, type PhotoIntent } from "./schema";
export {
  PHOTO_FORM_LIMIT,
  PHOTO_POST_LIMIT,
  photoUploadBodyLimit,
  loadPhotoPage,
  receivePhotoForm,
  receivePhotoPost,
  type PhotoFormAnswer,
} from "./upload-form.server";
