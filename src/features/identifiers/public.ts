/** What the rest of the app may use of the identifiers feature (docs/architecture.md §4). */
export { Nip19Placeholder } from './Nip19Placeholder';
