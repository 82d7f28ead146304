import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

// CCAvenue's encryption of requests and answers: AES-128-CBC, the key the MD5 of the merchant's working key,
// the IV the bytes 0x00..0x0f, the ciphertext in hex.

const IV = Buffer.from([...Array(16).keys()]);
const keyOf = (workingKey: string) => createHash('md5').update(workingKey).digest();

export function encrypt(plain: string, workingKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyOf(workingKey), IV);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

/** The plain text, or undefined when the text was not encrypted with this working key (or was changed). */
export function decrypt(hex: string, workingKey: string): string | undefined {
  if (!/^(?:[0-9a-f]{32})+$/i.test(hex)) return undefined;
  try {
    const decipher = createDecipheriv('aes-128-cbc', keyOf(workingKey), IV);
    return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
