/** A file's type is told by its bytes (platform/file-text/content-type.ts); documents read it here. */
export {
  isTextDocument,
  sniffContentType,
  type TextDocumentType,
} from '../../platform/file-text/content-type.ts';
