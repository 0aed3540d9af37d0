import { type EndpointDefinition, listEndpoints } from '@vigil/sdk';
import { z } from 'zod';

/** What docs/mock-server.md says of a field: its text length, list length or file size bound. */
interface JsonNode {
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  maxBytes?: number;
  maxProperties?: number;
  properties?: Record<string, JsonNode>;
  propertyNames?: JsonNode;
  additionalProperties?: unknown;
  items?: JsonNode;
  anyOf?: JsonNode[];
}

const KB = 1024;
const size = (bytes: number) => (bytes >= KB * KB ? `${bytes / (KB * KB)} MB` : `${bytes / KB} KB`);

/** `≤ n entries` of a list, or ''. */
const entries = (node: JsonNode) => (node.maxItems === undefined ? '' : `≤ ${node.maxItems} entries`);

/** The bound of one field, looking through unions (a blank-or-format field's blank branch aside) and lists. */
function bound(node: JsonNode): string | undefined {
  if (node.anyOf) return node.anyOf.filter((branch) => branch.maxLength !== 0).map(bound).find((text) => text !== undefined);
  if (node.items) {
    const item = bound(node.items);
    return [entries(node), item].filter(Boolean).join(' of ') || undefined;
  }
  if (node.propertyNames) {
    const values = typeof node.additionalProperties === 'object' && node.additionalProperties ? bound(node.additionalProperties as JsonNode) : undefined;
    return [node.maxProperties === undefined ? '' : `≤ ${node.maxProperties} entries`, `keys ${bound(node.propertyNames)}`, values ? `values ${values}` : ''].filter(Boolean).join(', ');
  }
  if (node.maxBytes !== undefined) return `file ≤ ${size(node.maxBytes)}`;
  if (node.maxLength === undefined) return undefined;
  return node.minLength !== undefined && node.minLength > 1 ? `${node.minLength}-${node.maxLength}` : `≤ ${node.maxLength}`;
}

/** `field bound` of every bounded text, list or file field of a body, nested fields dotted (`probes[].name`). */
function fields(node: JsonNode, prefix = ''): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const inner = field.items?.properties ? field.items : field.anyOf?.find((branch) => branch.properties);
    if (inner?.properties) return [...(field.maxItems === undefined ? [] : [`\`${path}\` ${entries(field)}`]), ...fields(inner, `${path}${field.items ? '[]' : ''}.`)];
    const text = bound(field);
    return text === undefined ? [] : [`\`${path}\` ${text}`];
  });
}

/** A write: a body that is a closed object (z.object); list and filter bodies are loose and store nothing. */
function writeBody(endpoint: EndpointDefinition): JsonNode | undefined {
  if (!endpoint.body) return undefined;
  const schema = z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  return schema.type === 'object' && schema.additionalProperties === undefined ? schema : undefined;
}

/** The markdown table of docs/mock-server.md "Validation": every write call and the bound of each of its fields. */
export function validationLimitsTable(): string {
  const rows = listEndpoints().flatMap((endpoint) => {
    const body = writeBody(endpoint);
    if (!body) return [];
    const limit = endpoint.maxBytes === undefined ? '' : ` (upload ≤ ${size(endpoint.maxBytes)})`;
    return [`| \`${endpoint.method} ${endpoint.path}\` | \`${endpoint.id}\`${limit} | ${fields(body).join(', ') || '(no text fields)'} |`];
  });
  return ['| call | id | fields and their limits (characters; lists; files) |', '|---|---|---|', ...rows].join('\n');
}
