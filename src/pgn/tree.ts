/**
 * Walking and copying the movetext tree without recursion: variations can be nested to any
 * depth (10,000 levels and more) and nothing here uses the call stack for it.
 */
import type { GameNode, VariationNode } from './types.js';

export interface WalkStep {
  readonly node: GameNode;
  /** 0 for the main line, 1 inside a variation of it, … */
  readonly depth: number;
  /** The variation holding `node`; undefined on the main line. */
  readonly parent: VariationNode | undefined;
}

/**
 * Every node in document order (a variation's node comes before the nodes inside it), iteratively.
 * @example for (const { node } of walkNodes(game.nodes)) if (node.type === 'move') count++;
 */
export function* walkNodes(nodes: readonly GameNode[]): Generator<WalkStep> {
  const stack: Array<{ nodes: readonly GameNode[]; index: number; parent: VariationNode | undefined }> = [
    { nodes, index: 0, parent: undefined },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.nodes.length) {
      stack.pop();
      continue;
    }
    const node = frame.nodes[frame.index++]!;
    yield { node, depth: stack.length - 1, parent: frame.parent };
    if (node.type === 'variation') stack.push({ nodes: node.nodes, index: 0, parent: node });
  }
}

/** A deep copy of a movetext tree (nodes are plain data), made without recursion. */
export function cloneNodes(nodes: readonly GameNode[]): GameNode[] {
  const root: GameNode[] = [];
  const stack: Array<{ source: readonly GameNode[]; target: GameNode[]; index: number }> = [{ source: nodes, target: root, index: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.source.length) {
      stack.pop();
      continue;
    }
    const node = frame.source[frame.index++]!;
    if (node.type === 'variation') {
      const copy: VariationNode = { ...node, nodes: [] };
      frame.target.push(copy);
      stack.push({ source: node.nodes, target: copy.nodes, index: 0 });
    } else {
      frame.target.push({ ...node });
    }
  }
  return root;
}

/** The deepest variation nesting in a tree (0 when there is no variation). */
export function variationDepth(nodes: readonly GameNode[]): number {
  let max = 0;
  for (const step of walkNodes(nodes)) if (step.node.type === 'variation' && step.depth + 1 > max) max = step.depth + 1;
  return max;
}
