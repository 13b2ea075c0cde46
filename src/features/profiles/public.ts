/** What the rest of the app may use of the profiles feature (docs/architecture.md §4). */
export { AuthorLine } from './components/AuthorLine';
export { EditProfileDialog } from './components/EditProfileDialog';
export { NostrText } from './components/NostrText';
export { ProfileHeader } from './components/ProfileHeader';
export { withHints } from './hinted-source';
export { profileQueryKey, type Profile } from './profile-query';
export { useProfile } from './useProfile';
