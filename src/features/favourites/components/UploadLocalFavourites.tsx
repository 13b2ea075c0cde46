import { HeartIcon } from 'lucide-react';

import { UploadLocalList, type LocalListUpload } from '@/features/private-lists/public';
import { favouriteAddresses, type BookmarkItems, type FavouriteEdit } from '@/nostr/bookmark-list';

import { favouriteEditProblem } from '../favourite-messages';
import { favouritesStore, loadLocalFavourites } from '../favourites-store';

const FAVOURITES_UPLOAD: LocalListUpload<BookmarkItems, FavouriteEdit, string> = {
  store: favouritesStore,
  loadLocal: () => loadLocalFavourites(),
  key: (address) => address,
  accountKeys: favouriteAddresses,
  add: (addresses) => addresses.map((address) => ({ type: 'add', address })),
  problem: favouriteEditProblem,
  label: 'Favourites in this browser',
  icon: <HeartIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 fill-red-500 text-red-500" />,
  noun: { one: 'favourite', many: 'favourites' },
  side: 'right',
};

/**
 * docs/product.md §2 Favourites: favourites saved in this browser while signed out are offered for upload
 * once the account's list has been read ("Save N favourites to your account?").
 */
export function UploadLocalFavourites() {
  return <UploadLocalList upload={FAVOURITES_UPLOAD} />;
}
