/** Character encodings of input files: detection and streaming decoders. Output is always UTF-8. */
export {
  ENCODINGS,
  UnknownEncodingError,
  detectEncoding,
  encodingName,
  guessLegacyEncoding,
  type EncodingGuess,
  type EncodingName,
} from './detect.js';
export { createDecoder, decodeBytes, type StreamDecoder } from './decoder.js';
