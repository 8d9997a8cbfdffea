// Rules of the "Connect an AI agent (MCP)" part of the API tokens screen (issue 30): the client
// configuration to paste, and a tool's input schema — as the MCP server gives it — read as a list of
// arguments a person can scan.

/** A client configuration for the MCP server at `endpoint`; the token is left for the person to paste. */
export function clientConfig(endpoint: string): string {
  return JSON.stringify(
    {
      mcpServers: {
        'thesis-studio': {
          type: 'http',
          url: endpoint,
          headers: { Authorization: 'Bearer ts_pat_…' },
        },
      },
    },
    null,
    2,
  );
}

export interface ToolArgument {
  name: string;
  required: boolean;
  /** 'text', 'whole number', 'web address' or 'one of …'. */
  type: string;
  /** Limits and the default, in words ('1–200, default 50'); '' when none. */
  limits: string;
  description: string;
}

interface JsonSchemaProperty {
  type?: string;
  enum?: unknown[];
  format?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

const numberWords = (n: number) => n.toLocaleString('en-GB');

function typeOf(property: JsonSchemaProperty): string {
  if (property.enum) return `one of ${property.enum.map(String).join(', ')}`;
  if (property.format === 'uri') return 'web address';
  if (property.type === 'integer') return 'whole number';
  if (property.type === 'number') return 'number';
  if (property.type === 'boolean') return 'true or false';
  return 'text';
}

function limitsOf(property: JsonSchemaProperty): string {
  const parts: string[] = [];
  if (property.minimum !== undefined && property.maximum !== undefined)
    parts.push(`${numberWords(property.minimum)}–${numberWords(property.maximum)}`);
  if (property.type === 'string' && property.maxLength !== undefined && !property.enum)
    parts.push(`up to ${numberWords(property.maxLength)} characters`);
  if (property.default !== undefined) parts.push(`default ${String(property.default)}`);
  return parts.join(', ');
}

/** The arguments of a tool's input schema (JSON text, as GraphQL `McpTool.inputSchema` gives it), required first. */
export function toolArguments(inputSchema: string): ToolArgument[] {
  let schema: { properties?: Record<string, JsonSchemaProperty>; required?: string[] };
  try {
    schema = JSON.parse(inputSchema) as typeof schema;
  } catch {
    return [];
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .map(([name, property]) => ({
      name,
      required: required.has(name),
      type: typeOf(property),
      limits: limitsOf(property),
      description: property.description ?? '',
    }))
    .sort((a, b) => Number(b.required) - Number(a.required));
}
