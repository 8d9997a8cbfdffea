// Test support: a shared thesis as GET /api/shared/{shareUrl} answers it (Acme's regional growth
// thesis); each test adds the content, and the citations, it is about.
export const SHARED_THESIS = {
  id: '665f1c2a9b1e8a0012345678',
  title: 'Organisation Design for Regional Growth',
  summary: '• Centralise the analysis first\n• Pilot in two regions',
  language: 'en-GB' as const,
  projectName: 'Acme Strategy',
  shareUrl: 'AbCdEfGhIjK/LmNoPqRsTuV',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
};
