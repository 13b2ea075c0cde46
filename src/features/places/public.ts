/**
 * What the rest of the app may use of the places feature (docs/architecture.md §4): the city picker over the
 * offline city list, which downloads only when a picker gets focus, and the reader of listings' location
 * texts, which downloads it while a 'Near' filter is on.
 */
export { CityCombobox, type CityComboboxProps } from './components/CityCombobox';
export type { PickedCity } from './city-search';
export { useLocateText } from './hooks/useLocateText';
