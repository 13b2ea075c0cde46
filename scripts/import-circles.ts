/**
 * Import circles in a directed graph of files or of features (scripts/import-checks.ts). A tangle is a set of
 * nodes that all reach each other (a strongly connected component of more than one node); each is reported
 * once, with one shortest circle through its first node in order, so that the report stays short however
 * many circles the tangle holds, and breaking every circle shown and running again converges.
 */

/** Each node with the nodes it points to. */
export type Graph = ReadonlyMap<string, readonly string[]>;

export interface Tangle {
  /** The nodes that all reach each other, sorted. */
  nodes: string[];
  /** A shortest circle through the first node: `[a, b, c, a]`. */
  circle: string[];
}

/** Tarjan's strongly connected components, iteratively (no deep recursion on long import chains). */
function components(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  const targets = (node: string) => (graph.get(node) ?? []).filter((target) => graph.has(target));

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const next = targets(frame.node)[frame.next++];
      if (next !== undefined) {
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push({ node: next, next: 0 });
        } else if (onStack.has(next)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(next)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let node: string;
        do {
          node = stack.pop()!;
          onStack.delete(node);
          component.push(node);
        } while (node !== frame.node);
        found.push(component);
      }
    }
  }
  return found;
}

/** Breadth first from `start` back to it, within `members`: the shortest circle through `start`. */
function shortestCircle(graph: Graph, start: string, members: ReadonlySet<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let step: string | undefined = node; step !== undefined && step !== start; step = previous.get(step)) path.push(step);
        return [start, ...path.slice(1).toReversed(), start];
      }
      if (previous.has(target)) continue;
      previous.set(target, node);
      queue.push(target);
    }
  }
  return [start];
}

/** Every tangle of the graph, sorted by its first node. */
export function findTangles(graph: Graph): Tangle[] {
  return components(graph)
    .filter((component) => component.length > 1)
    .map((component) => {
      const nodes = component.toSorted();
      return { nodes, circle: shortestCircle(graph, nodes[0]!, new Set(nodes)) };
    })
    .toSorted((a, b) => (a.nodes[0]! < b.nodes[0]! ? -1 : 1));
}
