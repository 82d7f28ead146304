/** The demo shop's team page and its card tokenisation help page (HTML, as a merchant writes them). */
const SHOP = 'Vitrine';
const EMAIL = 'care@vitrine.example';

const TEAM = [
  [
    'Ananya Das',
    'Founder and sustainability lead',
    'Started the shop to make good everyday things easy to find.',
  ],
  ['Meera Iyer', 'Style editor', 'Writes our journal and picks the seasonal edits.'],
  ['Arjun Rao', 'Fabric specialist', 'Checks every new fabric before it reaches the shelves.'],
  ['Kabir Singh', 'Buyer, sports and home', 'Tests the running shoes and the desk lamps himself.'],
  ['Farah Khan', 'Customer care', 'Answers your questions every day from 9 am to 9 pm.'],
] as const;

export const TEAM_HTML = `<p>${SHOP} is a small team in Bengaluru. These are the people behind the shop.</p>
<ul class="team-list">
${TEAM.map(([name, role, line]) => `<li><h3>${name}</h3><p><strong>${role}</strong></p><p>${line}</p></li>`).join('\n')}
</ul>
<p>Want to join us? Write to <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>`;

export const CARD_TOKENISATION_HTML = `<h2>Card tokenisation</h2>
<p>As required by the Reserve Bank of India, ${SHOP} does not store your card number. When you choose to save a card, your card network or bank replaces the card number with a <em>token</em>: a code that works only for payments on ${SHOP}.</p>
<h3>What this means for you</h3>
<ul>
<li>Your card number, expiry date and CVV are never kept by us.</li>
<li>A saved card is used only with your consent, given by an additional factor of authentication (for example a one-time code) when you save it.</li>
<li>You can remove a saved card at any time from <em>My cards</em> in your profile; the token is then deleted.</li>
</ul>
<h3>Do I have to save my card?</h3>
<p>No. Tokenisation is optional: you may enter your card details for every payment instead.</p>
<p>Questions? Write to <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>`;
