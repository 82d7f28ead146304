import type { WISHLIST_EN_IN } from '../wishlist-messages';

export const WISHLIST_HI_IN: Partial<Record<keyof typeof WISHLIST_EN_IN, string>> = {
  'wishlist.title': 'विशलिस्ट',
  'wishlist.products': 'उत्पाद',
  'wishlist.brands': 'ब्रांड',
  'wishlist.collections': 'कलेक्शन',
  'wishlist.noProducts': 'आपकी विशलिस्ट में कोई उत्पाद नहीं है',
  'wishlist.noBrands': 'आपकी विशलिस्ट में कोई ब्रांड नहीं है',
  'wishlist.noCollections': 'आपकी विशलिस्ट में कोई कलेक्शन नहीं है',
  'wishlist.home': 'होम पर जाएँ',
  'wishlist.remove': 'हटाएँ',
  'wishlist.removeOne': '{name} को विशलिस्ट से हटाएँ',
  'wishlist.next': 'अगला पेज',
  'compare.title': 'उत्पादों की तुलना करें',
  'compare.attribute': 'विशेषता',
  'compare.remove': 'हटाएँ',
  'compare.removeOne': '{name} को तुलना से हटाएँ',
  'compare.addTitle': 'उत्पाद जोड़ें',
  'compare.search': 'तुलना के लिए उत्पाद खोजें',
  'compare.searchButton': 'खोजें',
  'compare.add': 'जोड़ें',
  'compare.noResults': 'कोई मिलता-जुलता उत्पाद नहीं',
};
