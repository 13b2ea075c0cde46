/** What the rest of the app may use of the hashtags feature (docs/architecture.md §4). */
export { HashtagListings } from './components/HashtagListings';
export { normalizeTag } from './hashtag';
