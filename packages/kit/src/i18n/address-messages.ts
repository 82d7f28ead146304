/**
 * The address book's and address form's own texts (the fields themselves are named by the country's form, which
 * the platform sends). Part of the catalogue in messages.ts.
 */
export const ADDRESS_EN_IN = {
  'address.title': 'My addresses',
  'address.add': 'Add new address',
  'address.edit': 'Edit address',
  'address.cancel': 'Cancel',
  'address.none': 'No addresses saved yet.',
  'address.default': 'Default',
  'address.editOne': 'Edit',
  'address.setDefault': 'Set as default',
  'address.delete': 'Delete',
  'address.save': 'SAVE ADDRESS',
  'address.country': 'Country',
  'address.selectCountry': 'Select Country',
  'address.type': 'Address type',
  'address.type.Home': 'Home',
  'address.type.Office': 'Office',
  'address.type.Other': 'Other',
  'address.name': 'Address name',
  'address.makeDefault': 'Make this my default address',
  'address.optional': '(Optional)',
  'address.select': 'Select {field}',
  'address.searchMap': 'Search Google Maps',
  'address.currentLocation': 'Get current location',
  'address.mapNote': 'Note: Please mark exact location for easy pickup of items from store',
  'address.useThis': 'Use this',
} as const;
