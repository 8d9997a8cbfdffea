// The company operating this deployment, named in the footer and the privacy policy. Read at run time
// from <meta name="ts-operator" content="…"> (and ts-operator-email), which whoever serves index.html
// fills in; else the build-time VITE_OPERATOR_NAME / VITE_OPERATOR_EMAIL; else neutral placeholders.

export const DEFAULT_OPERATOR_NAME = 'Your Company Ltd';
export const DEFAULT_OPERATOR_EMAIL = 'privacy@example.com';

export interface Operator {
  name: string;
  email: string;
}

type MetaSource = Pick<Document, 'querySelector'>;

const meta = (doc: MetaSource | null, name: string) =>
  doc?.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';

export function readOperator(
  doc: MetaSource | null = typeof document === 'undefined' ? null : document,
  env: Record<string, string | undefined> = import.meta.env as Record<string, string | undefined>,
): Operator {
  return {
    name: meta(doc, 'ts-operator') || env.VITE_OPERATOR_NAME?.trim() || DEFAULT_OPERATOR_NAME,
    email: meta(doc, 'ts-operator-email') || env.VITE_OPERATOR_EMAIL?.trim() || DEFAULT_OPERATOR_EMAIL,
  };
}
