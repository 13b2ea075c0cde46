/** What the rest of the app may use of the comments feature (docs/architecture.md §4). */
export { CommentsSection } from './components/CommentsSection';
