// http_ece (the encryption `web-push` itself uses) ships no types: what the tests' push service
// calls to read a push as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type TDecryptParams = { version: 'aes128gcm'; privateKey: ECDH; authSecret: string };
  export const decrypt: (buffer: Buffer, params: TDecryptParams) => Buffer;
}
