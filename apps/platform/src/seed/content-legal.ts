/** The demo shop's policies (HTML) and help centre questions. */
const SHOP = 'Vitrine';
const EMAIL = 'care@vitrine.example';

export const LEGAL = {
  tnc: `<h2>Terms and conditions</h2>
<p>These terms apply to every purchase from the ${SHOP} online store. By placing an order you agree to them.</p>
<h3>Orders and prices</h3>
<ul>
<li>All prices are in Indian rupees (INR) and include GST unless stated otherwise.</li>
<li>An order is confirmed when we send you an order confirmation e-mail. We may cancel an order if an item is out of stock or was listed at an obviously wrong price; any amount paid is then refunded in full.</li>
<li>Offers and coupons cannot be combined unless the offer says so, and have no cash value.</li>
</ul>
<h3>Your account</h3>
<p>Keep your password and one-time codes private. You are responsible for orders placed from your account.</p>
<h3>Product information</h3>
<p>We describe and photograph products as accurately as we can. Colours may look slightly different on different screens.</p>
<h3>Governing law</h3>
<p>These terms are governed by the laws of India. Courts in Bengaluru have jurisdiction over any dispute.</p>
<p>Questions? Write to <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>`,

  policy: `<h2>Privacy policy</h2>
<p>${SHOP} respects your privacy. This policy explains what we collect, why, and the choices you have.</p>
<h3>What we collect</h3>
<ul>
<li>Details you give us: name, phone number, e-mail address and delivery addresses.</li>
<li>Order history, wishlist and items in your cart.</li>
<li>Technical data such as device type, browser and pages visited, used to keep the site working and secure.</li>
</ul>
<h3>How we use it</h3>
<p>To deliver your orders, send order updates, answer your questions, prevent fraud and, only with your consent, send offers.</p>
<h3>Sharing</h3>
<p>We share delivery details with our courier partners and payment details with our payment gateway, only as needed to complete your order. We never sell your personal data.</p>
<h3>Your choices</h3>
<p>You can update your profile at any time, unsubscribe from marketing messages, or ask us to delete your account by writing to <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>
<h3>Cookies</h3>
<p>We use cookies to keep you signed in, remember your cart and location, and understand how the store is used.</p>`,

  shipping: `<h2>Shipping policy</h2>
<p>We deliver across India to every serviceable pincode. Check delivery to your pincode on any product page.</p>
<h3>Delivery times</h3>
<ul>
<li>Metro cities: 2 to 4 working days.</li>
<li>Other cities and towns: 4 to 7 working days.</li>
<li>Remote areas: up to 10 working days.</li>
</ul>
<h3>Delivery charges</h3>
<p>Delivery is free on orders of ₹999 and above. A charge of ₹79 applies to smaller orders. Cash on delivery is available on orders up to ₹10,000 for a fee of ₹49.</p>
<h3>Tracking</h3>
<p>Once your order ships we send you a tracking link by SMS and e-mail. You can also track it from <em>My orders</em>.</p>
<p>If a parcel arrives damaged, please refuse it or write to us within 48 hours with photos.</p>`,

  returns: `<h2>Return and refund policy</h2>
<p>Not quite right? You can return most items within 15 days of delivery.</p>
<h3>What can be returned</h3>
<ul>
<li>Unused items with all original tags and packaging.</li>
<li>Innerwear, swimwear, cosmetics and personalised items cannot be returned for hygiene reasons.</li>
</ul>
<h3>How to return</h3>
<ol>
<li>Open <em>My orders</em>, choose the item and select <em>Return</em>.</li>
<li>Pick a reason and a pickup slot. Our courier collects the parcel from your address.</li>
<li>We check the item within 2 working days of receiving it.</li>
</ol>
<h3>Refunds</h3>
<p>Prepaid orders are refunded to the original payment method within 5 to 7 working days after the check. Cash on delivery orders are refunded to your bank account or as store credit, as you prefer.</p>
<h3>Exchanges</h3>
<p>Sizes can be exchanged once per item, free of charge, subject to stock.</p>`,
};

export interface FaqCategorySeed {
  slug: string;
  title: string;
  description: string;
  faqs: { slug: string; question: string; answer: string }[];
}

export const FAQ_CATEGORIES: FaqCategorySeed[] = [
  {
    slug: 'orders-and-shipping',
    title: 'Orders and shipping',
    description: 'Placing orders, delivery times and tracking.',
    faqs: [
      {
        slug: 'how-long-does-delivery-take',
        question: 'How long does delivery take?',
        answer:
          'Metro cities get their orders in 2 to 4 working days, other cities in 4 to 7 working days. Enter your pincode on a product page to see the estimate for your address.',
      },
      {
        slug: 'is-delivery-free',
        question: 'Is delivery free?',
        answer: 'Delivery is free on orders of ₹999 and above. Smaller orders have a delivery charge of ₹79.',
      },
      {
        slug: 'how-do-i-track-my-order',
        question: 'How do I track my order?',
        answer:
          'We send a tracking link by SMS and e-mail as soon as your order ships. You can also follow it from My orders in your profile.',
      },
    ],
  },
  {
    slug: 'returns-and-refunds',
    title: 'Returns and refunds',
    description: 'Returning an item, exchanges and refund times.',
    faqs: [
      {
        slug: 'how-do-i-return-an-item',
        question: 'How do I return an item?',
        answer:
          'Go to My orders, choose the item and select Return. Pick a reason and a pickup slot and our courier will collect it within 15 days of delivery.',
      },
      {
        slug: 'when-will-i-get-my-refund',
        question: 'When will I get my refund?',
        answer:
          'Refunds reach the original payment method within 5 to 7 working days after we receive and check the item.',
      },
      {
        slug: 'can-i-exchange-a-size',
        question: 'Can I exchange for a different size?',
        answer:
          'Yes. Each item can be exchanged once for another size free of charge, as long as that size is in stock.',
      },
    ],
  },
  {
    slug: 'payments',
    title: 'Payments',
    description: 'Payment methods, cash on delivery and invoices.',
    faqs: [
      {
        slug: 'which-payment-methods-do-you-accept',
        question: 'Which payment methods do you accept?',
        answer:
          'UPI, credit and debit cards, net banking, popular wallets and cash on delivery for orders up to ₹10,000.',
      },
      {
        slug: 'is-it-safe-to-pay-online',
        question: 'Is it safe to pay online?',
        answer:
          'Yes. Payments are processed by a PCI-DSS compliant payment gateway; we never see or store your full card number.',
      },
    ],
  },
  {
    slug: 'account',
    title: 'Your account',
    description: 'Signing in, profile details and addresses.',
    faqs: [
      {
        slug: 'do-i-need-an-account-to-order',
        question: 'Do I need an account to order?',
        answer:
          'You can browse without an account. To place an order, sign in with your mobile number and a one-time code; it takes less than a minute.',
      },
      {
        slug: 'how-do-i-change-my-address',
        question: 'How do I change a saved address?',
        answer:
          'Open Profile, then Addresses, and edit or delete any saved address. You can also add a new address at checkout.',
      },
    ],
  },
];

export const ABOUT_US_HTML = `<h2>About ${SHOP}</h2>
<p>${SHOP} is a small team that believes good everyday things should be easy to find. We pick clothing, footwear, accessories and home goods from brands we trust, and we deliver them across India.</p>
<h3>What we care about</h3>
<ul>
<li><strong>Quality first:</strong> every product is checked before it ships.</li>
<li><strong>Fair prices:</strong> no inflated MRPs, honest discounts.</li>
<li><strong>Easy returns:</strong> 15 days, free pickup from your door.</li>
</ul>
<p>Have a question or a suggestion? Write to us at <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>`;

export const SIZE_GUIDE_HTML = `<h2>Size guide</h2>
<p>Measure over light clothing with a soft tape. If you are between sizes, choose the larger one.</p>
<table>
<thead><tr><th>Size</th><th>Chest (in)</th><th>Waist (in)</th></tr></thead>
<tbody>
<tr><td>S</td><td>36–38</td><td>28–30</td></tr>
<tr><td>M</td><td>38–40</td><td>30–32</td></tr>
<tr><td>L</td><td>40–42</td><td>32–34</td></tr>
<tr><td>XL</td><td>42–44</td><td>34–36</td></tr>
</tbody>
</table>`;
