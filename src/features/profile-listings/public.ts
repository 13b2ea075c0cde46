/** What the rest of the app may use of the profile-listings feature (docs/architecture.md §4): a person's cars on their profile page. */
export { ProfileListings } from './components/ProfileListings';
export { useProfileListings } from './useProfileListings';
