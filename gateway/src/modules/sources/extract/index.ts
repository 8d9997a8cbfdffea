// Extraction of sources' text (issue 17 part 1): formats, worker pool, failure reasons.
export { extract, type ExtractJob, type ExtractResult, HTML_TOO_DEEP, NO_TEXT } from './extract.js';
export { extractionOutOfMemory, extractionTimedOut, SourceExtractor } from './extractor.js';
export { countWords } from './decode.js';
export { DOCX_BOMB, DOCX_DAMAGED, DOCX_PROTECTED } from './docx.js';
export { PDF_DAMAGED, PDF_NO_TEXT, PDF_PASSWORD, pdfTooManyPages } from './pdf.js';
export { MAX_DOCX_UNPACKED_MB, docxTooLarge } from './docx.js';
export { MAX_ZIP_ENTRIES, openZip, storedZip } from './zip.js';
