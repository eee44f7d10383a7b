import { createElement, type ReactNode } from 'react';
import { type BodyNode, type MentionNode, parseStartTag } from '@/lib/articles/ticker-mentions';

/**
 * The sanitised body as React elements along the paths to its mentions (linkTickers), everything
 * else as the sanitiser's own HTML: an element with no mention inside keeps its inner HTML as a
 * slice of the sanitised string, so the markup is the sanitiser's, byte for byte, but for the links.
 * Only the sanitiser's allowlisted attributes ever reach here (sanitize-policy.ts); their React names:
 */
const PROP_NAMES: Record<string, string> = { srcset: 'srcSet', datetime: 'dateTime', colspan: 'colSpan', rowspan: 'rowSpan', tabindex: 'tabIndex' };
const BOOLEAN_PROPS = new Set(['reversed', 'open']);

function propsOf(startTag: string, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of parseStartTag(startTag)) props[PROP_NAMES[name] ?? name] = BOOLEAN_PROPS.has(name) ? true : value;
  return props;
}

export function renderBodyNodes(nodes: readonly BodyNode[], mention: (node: MentionNode, key: number) => ReactNode): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return node;
    switch (node.kind) {
      case 'mention':
        return mention(node, key);
      case 'path':
        return createElement(node.tag, propsOf(node.startTag, key), ...renderBodyNodes(node.children, mention));
      case 'slice':
        // A void element has no inner HTML to set.
        return node.inner === '' && VOIDS.has(node.tag)
          ? createElement(node.tag, propsOf(node.startTag, key))
          : createElement(node.tag, { ...propsOf(node.startTag, key), dangerouslySetInnerHTML: { __html: node.inner } });
    }
  });
}

const VOIDS = new Set(['br', 'hr', 'wbr', 'img', 'col']);
