import type { SHARE_EN_IN } from '../share-messages';

export const SHARE_HI_IN: Partial<Record<keyof typeof SHARE_EN_IN, string>> = {
  'external.title': 'आप दुकान से बाहर जा रहे हैं',
  'external.lead': 'यह लिंक किसी दूसरी वेबसाइट का पेज खोलता है:',
  'external.continue': '{host} पर जाएँ',
  'external.back': 'दुकान पर लौटें',
  'share.title': 'यह पेज साझा करें',
  'share.linkTitle': 'शीर्षक',
  'share.create': 'छोटा लिंक बनाएँ',
  'share.shortLink': 'छोटा लिंक',
  'share.qrCode': 'छोटे लिंक का QR कोड',
  'share.png': 'PNG के रूप में डाउनलोड करें',
  'share.svg': 'SVG के रूप में डाउनलोड करें',
  'newsletter.email': 'ई-मेल पता',
  'newsletter.subscribe': 'सदस्यता लें',
  'newsletter.placeholder': 'आपका ई-मेल पता',
  'newsletter.thanks': 'सदस्यता लेने के लिए धन्यवाद',
  'newsletter.invalid': 'मान्य ई-मेल पता दर्ज करें',
  'newsletter.busy': 'यहाँ से बहुत सारी सदस्यताएँ हुईं। बाद में फिर कोशिश करें।',
  'newsletter.failed': 'कुछ गलत हो गया',
};
