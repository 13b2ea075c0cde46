/**
 * What the rest of the app may use of the settings feature (docs/architecture.md §4): the stored
 * configuration (theme, relay), its provider and the theme toggle.
 */
export { loadAppConfig, type AppConfig } from './app-config';
export { AppProvider } from './AppProvider';
export { ThemeToggle } from './ThemeToggle';
export { useAppContext } from './useAppContext';
export { useDisplayUnit } from './useDisplayUnit';
