/** What the rest of the app may use of the compare feature (docs/architecture.md §4): the compare screen. */
export { CompareScreen } from './components/CompareScreen';
