// An HTML tree (hast) to React elements through a map of components, as react-markdown 10 rendered the
// thesis with `skipHtml` and its default URL rule (hast-util-to-jsx-runtime underneath): raw HTML is left
// out, a link or image address with an unsafe scheme becomes '', white space between table rows is
// dropped (React rejects it there), a table cell's `align` becomes its text-align, and a component gets
// the element as `node`. Only the properties mdast-util-to-hast and our tree steps write are known.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { Fragment, type ComponentType, type JSX, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';

/** What a component receives besides the element's props: the element itself. */
export interface ExtraProps {
  node?: Element | undefined;
}

/** Elements by tag name: a component, or another tag to render instead. */
export type Components = {
  [Tag in keyof JSX.IntrinsicElements]?:
    ComponentType<JSX.IntrinsicElements[Tag] & ExtraProps> | keyof JSX.IntrinsicElements;
};

type Child = ReactNode;
type Props = Record<string, unknown>;

const TABLE_ELEMENTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const TABLE_CELLS = new Set(['td', 'th']);
/** The URL attributes of the elements these trees hold (html-url-attributes lists more). */
const URL_ATTRIBUTES: Record<string, string> = { a: 'href', img: 'src' };
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;
const WHITESPACE = /^[ \t\n\f\r]*$/;

/**
 * A relative address or one with a web, mail, chat or xmpp scheme as written, anything else ''
 * (react-markdown's defaultUrlTransform: a colon after `/`, `?` or `#` is not a scheme).
 */
function safeUrl(value: string): string {
  const colon = value.indexOf(':');
  const before = (char: string) => {
    const at = value.indexOf(char);
    return at !== -1 && colon > at;
  };
  if (
    colon === -1 ||
    before('/') ||
    before('?') ||
    before('#') ||
    SAFE_PROTOCOL.test(value.slice(0, colon))
  ) {
    return value;
  }
  return '';
}

/** `dataFootnoteRef` → `data-footnote-ref`, `ariaDescribedBy` → `aria-describedby`; others as named. */
function propName(name: string): string {
  if (/^data[A-Z]/.test(name)) return `data${name.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  if (/^aria[A-Z]/.test(name)) return `aria-${name.slice(4).toLowerCase()}`;
  return name;
}

function elementProps(node: Element): Props {
  const props: Props = {};
  const urlAttribute = URL_ATTRIBUTES[node.tagName];
  let align: string | undefined;
  for (const [name, written] of Object.entries(node.properties)) {
    const raw = name === urlAttribute ? safeUrl(String(written || '')) : written;
    if (raw === null || raw === undefined || (typeof raw === 'number' && Number.isNaN(raw))) continue;
    const value = Array.isArray(raw) ? raw.join(' ') : raw;
    if (name === 'align' && typeof value === 'string' && TABLE_CELLS.has(node.tagName)) align = value;
    else props[propName(name)] = value;
  }
  if (align) props['style'] = { textAlign: align };
  return props;
}

function children(parent: Root | Element, components: Components): Child[] {
  const result: Child[] = [];
  const counts = new Map<string, number>();
  for (const child of parent.children as Array<RootContent | ElementContent>) {
    if (child.type === 'text') {
      result.push(child.value);
    } else if (child.type === 'element') {
      const count = counts.get(child.tagName) ?? 0;
      counts.set(child.tagName, count + 1);
      result.push(element(child, components, `${child.tagName}-${count}`));
    }
    // Raw HTML, comments and doctypes render as nothing.
  }
  return result;
}

/** The element's children as React passes them: none, the one child, or the array. */
function withChildren(props: Props, list: Child[]): Props {
  const value = list.length > 1 ? list : list[0];
  if (value) props['children'] = value;
  return props;
}

function element(node: Element, components: Components, key: string): ReactNode {
  const type = Object.hasOwn(components, node.tagName)
    ? components[node.tagName as keyof Components]!
    : node.tagName;
  let list = children(node, components);
  if (TABLE_ELEMENTS.has(node.tagName)) {
    list = list.filter((child) => typeof child !== 'string' || !WHITESPACE.test(child));
  }
  const props = elementProps(node);
  if (typeof type !== 'string') props['node'] = node;
  withChildren(props, list);
  return (Array.isArray(props['children']) ? jsxs : jsx)(type as never, props, key);
}

/** The tree as React elements (in a fragment). */
export function renderTree(tree: Root, components: Components): ReactNode {
  const props = withChildren({}, children(tree, components));
  return (Array.isArray(props['children']) ? jsxs : jsx)(Fragment, props);
}
