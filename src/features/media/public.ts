/** What the rest of the app may use of the media feature (docs/architecture.md §4): Blossom uploads and photo fallback. */
export { PhotoTooLargeError, UndecodablePhotoError } from './resize/resize-photo';
export type { PhotoProgress } from './upload-photo';
export type { KnownImage } from './photo-fallback';
export { usePhotoFallback, type PhotoFallback } from './usePhotoFallback';
export { usePhotoUploader, type UploadListingPhoto } from './usePhotoUploader';
export { useUploadFile } from './useUploadFile';
