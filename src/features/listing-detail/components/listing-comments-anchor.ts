/** The comments' anchor: 'Ask in the comments' (Message Seller, for a seller without private messages) leads here. */
export const LISTING_COMMENTS_ID = 'listing-comments';
