/** The saved cards page's texts (/profile/my-cards/). Part of the catalogue in messages.ts. */
export const CARDS_EN_IN = {
  'cards.title': 'My cards',
  'cards.none': 'No saved cards yet. Tick “Save this card” when you pay by card to pay faster next time.',
  'cards.expires': 'Expires {date}',
  'cards.expired': 'Expired',
  'cards.delete': 'Delete',
  'cards.confirm':
    'Delete the {brand} card ending {last4}? You can save it again the next time you pay with it.',
  'cards.confirmDelete': 'Yes, delete',
  'cards.cancel': 'Cancel',
  'cards.deleted': 'The card is deleted.',
  'cards.continue': 'Continue shopping',
} as const;
