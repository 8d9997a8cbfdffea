// Thesis downloads: GET /api/theses/{id}/export?format=md|docx|pdf answers an attachment named after
// the slug (the gateway serves the remotes, so the path is relative to the site).
export type ExportFormat = 'md' | 'docx' | 'pdf';

/** The formats in the order a menu lists them. */
export const EXPORT_FORMATS: ReadonlyArray<{ format: ExportFormat; label: string }> = [
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'Word (DOCX)' },
  { format: 'md', label: 'Markdown' },
];

export const exportUrl = (thesisId: string, format: ExportFormat): string =>
  `/api/theses/${encodeURIComponent(thesisId)}/export?format=${format}`;
