/** A person the local identity provider can sign in as; the consent pages list them. */
export interface DemoIdentity {
  /** The Google-style `sub`. */
  googleSub: string;
  /** The Facebook-style user id. */
  facebookId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The demo's people: one new to the shop, and one who already shops there by e-mail and password. */
export const DEMO_IDENTITIES: DemoIdentity[] = [
  {
    googleSub: '108000000000000000001',
    facebookId: '10200000000000001',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.iyer@idp.test',
  },
  {
    googleSub: '108000000000000000002',
    facebookId: '10200000000000002',
    firstName: 'Kabir',
    lastName: 'Das',
    email: 'kabir.das@idp.test',
  },
  {
    googleSub: '108000000000000000003',
    facebookId: '10200000000000003',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@vitrine.test',
  },
];
