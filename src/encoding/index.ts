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
export { NotTextError, createDecoder, decodeBytes, type BadByte, type StreamDecoder } from './decoder.js';
