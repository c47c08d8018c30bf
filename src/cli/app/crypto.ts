/**
 * The two secrets operations of `init --app`, both in memory: an App JWT signed with the App's private key (GitHub
 * Docs, "Generating a JSON Web Token (JWT) for a GitHub App": RS256, `iss` the App's id, `iat` a minute back for
 * clock drift, `exp` under ten minutes ahead), and the key sealed to an environment's public key with libsodium's
 * sealed box, as GitHub's "Encrypting secrets for the REST API" does. libsodium loads only when a key is sealed.
 */
import { createSign } from 'node:crypto';

export function appJwt(appId: number, pem: string, nowSeconds: number): string {
  const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({ iat: nowSeconds - 60, exp: nowSeconds + 540, iss: String(appId) })}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(pem).toString('base64url')}`;
}

/** `value` sealed to the base64 public key `keyBase64`, base64: what GitHub's secrets API takes. */
export async function seal(value: string, keyBase64: string): Promise<string> {
  const { default: sodium } = await import('libsodium-wrappers');
  await sodium.ready;
  const key = sodium.from_base64(keyBase64, sodium.base64_variants.ORIGINAL);
  return sodium.to_base64(sodium.crypto_box_seal(sodium.from_string(value), key), sodium.base64_variants.ORIGINAL);
}
