/** What the rest of the app may use of the media feature (docs/architecture.md §4): Blossom uploads. */
export { useUploadFile } from './useUploadFile';
