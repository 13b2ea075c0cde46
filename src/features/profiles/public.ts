/** What the rest of the app may use of the profiles feature (docs/architecture.md §4). */
export { AuthorLine } from './components/AuthorLine';
export { EditProfileDialog } from './components/EditProfileDialog';
export { Nip05Address } from './components/Nip05Address';
export { NostrText } from './components/NostrText';
export { ProfileHeader } from './components/ProfileHeader';
export { ProfileHeaderSkeleton } from './components/ProfileHeaderSkeleton';
export { ProfileHeaderView } from './components/ProfileHeaderView';
export { ProfileScreenFrame } from './components/ProfileScreenFrame';
export { withHints } from './hinted-source';
export { formatMemberSince, memberSince } from './member-since';
export { profileQueryKey, type Profile } from './profile-query';
export { useProfile } from './useProfile';
export { useProfileFirstAnswer } from './useProfileFirstAnswer';
export { nip05QueryKey, useNip05Verification } from './useNip05Verification';
