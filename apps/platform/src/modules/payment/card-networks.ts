import type { api, EndpointResponse } from '@vitrine/contract';

type CardInfo = EndpointResponse<typeof api.payment.cardDetails>['data'];

/**
 * The spec's card-type masks, each with the IIN prefixes that name it, tried in this order: a narrower range
 * comes before a wider one that holds it (RuPay's 6521–6522 inside Discover's 65).
 */
const NETWORKS: { mask: string; brand: string; iin: RegExp }[] = [
  { mask: 'american-express', brand: 'American Express', iin: /^3[47]/ },
  { mask: 'rupay', brand: 'RuPay', iin: /^(508[5-9]|6069[89]|607|608|6521|6522|81|82)/ },
  { mask: 'discover', brand: 'Discover', iin: /^(6011|64[4-9]|65)/ },
  { mask: 'diners-club', brand: 'Diners Club', iin: /^(30[0-5]|309|36|38|39)/ },
  { mask: 'mastercard', brand: 'MasterCard', iin: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/ },
  { mask: 'jcb15', brand: 'JCB', iin: /^(2131|1800)/ },
  { mask: 'jcb', brand: 'JCB', iin: /^35/ },
  { mask: 'maestro', brand: 'Maestro', iin: /^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/ },
  { mask: 'visa', brand: 'Visa', iin: /^4/ },
  { mask: 'unionpay', brand: 'UnionPay', iin: /^62/ },
];

/** The card's network (its mask name and brand) from its first digits; Unknown when none matches. */
function cardNetworkOf(digits: string): { mask: string; brand: string } {
  const network = NETWORKS.find(({ iin }) => iin.test(digits));
  return network ? { mask: network.mask, brand: network.brand } : { mask: 'Unknown', brand: 'Unknown' };
}

/** What the IIN alone tells of a card: its network. Bank and type are not known without the gateway's BIN table. */
export function cardInfo(digits: string): CardInfo {
  const iin = digits.slice(0, 6);
  const { mask, brand } = cardNetworkOf(digits.slice(0, 8));
  return {
    status: mask !== 'Unknown',
    id: iin,
    card_object: 'cardbin',
    card_brand: brand,
    type: '',
    card_sub_type: null,
    extended_card_type: mask,
    is_domestic_card: mask === 'rupay',
    country: '',
    bank: '',
    bank_code: null,
  };
}
