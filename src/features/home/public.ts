/** What the rest of the app may use of the home feature (docs/architecture.md §4). */
export { InfoCards } from './InfoCards';
