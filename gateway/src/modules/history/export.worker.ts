// Worker thread that writes DOCX and PDF exports, so their layout never blocks the gateway's loop.
import { serveRequests } from '../../shared/worker.js';
import type { ExportDocument } from './export.document.js';
import { toDocx } from './export.docx.js';
import { toPdf } from './export.pdf.js';

export interface ExportJob {
  format: 'docx' | 'pdf';
  document: ExportDocument;
}

serveRequests<ExportJob, Uint8Array>(({ format, document }) =>
  format === 'docx' ? toDocx(document) : toPdf(document),
);
