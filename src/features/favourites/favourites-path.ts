export const FAVOURITES_PATH = '/favourites';
