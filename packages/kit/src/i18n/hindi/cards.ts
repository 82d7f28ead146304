import type { CARDS_EN_IN } from '../cards-messages';

export const CARDS_HI_IN: Partial<Record<keyof typeof CARDS_EN_IN, string>> = {
  'cards.title': 'मेरे कार्ड',
  'cards.none':
    'अभी कोई कार्ड सहेजा नहीं गया है। अगली बार जल्दी भुगतान के लिए कार्ड से भुगतान करते समय “Save this card” चुनें।',
  'cards.expires': '{date} तक मान्य',
  'cards.expired': 'समय-सीमा समाप्त',
  'cards.delete': 'हटाएँ',
  'cards.confirm':
    '{last4} पर ख़त्म होने वाला {brand} कार्ड हटाएँ? अगली बार इससे भुगतान करते समय आप इसे फिर सहेज सकते हैं।',
  'cards.confirmDelete': 'हाँ, हटाएँ',
  'cards.cancel': 'रद्द करें',
  'cards.deleted': 'कार्ड हटा दिया गया है।',
  'cards.continue': 'ख़रीदारी जारी रखें',
};
