/**
 * `@site/shared/hpke`: the encrypted calls' crypto (docs/adr/011-encrypted-calls.md), its own entry point so the
 * shell loads it only when it makes an encrypted call, and the server and tools import it without the UI.
 */
export { sealRequest } from './seal-request';
export type { SealedRequest, SealOptions } from './seal-request';
export {
  ANSWER_KEY_BYTES,
  HPKE_ANSWER_EXPORT,
  HPKE_INFO,
  answerAad,
  fromBase64url,
  hpkeSuite,
  importAnswerKey,
  requestAad,
  toBase64url,
} from './hpke-suite';
export type { AnswerKey, HpkeKeyPair, RequestBinding } from './hpke-suite';
export { createEncryptedExchange } from './encrypted-exchange';
export type { EncryptedExchange, EncryptedTransport, SendSealed } from './encrypted-exchange';
