/** `x-fp-signature` in browsers: Web Crypto, or pure TypeScript outside a secure context. */
export { signRequest } from './sign';
