import {
  GraphQLError, Kind,
  type ASTVisitor, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type ValidationContext,
} from "graphql";

// Magento's query limits (GraphQl etc/di.xml), counted the way its graphql-php rules count them.
export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

function fragmentsOf(context: ValidationContext): Fragments {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const def of context.getDocument().definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) map.set(def.name.value, def);
  }
  return map;
}

/**
 * Measures selection sets with each fragment measured once: a fragment spread many times (or nested fragments
 * spreading each other repeatedly) would otherwise cost exponential time before the limit is even checked.
 */
class Measure {
  #fragments: Fragments;
  #depth = new Map<string, number>();
  #complexity = new Map<string, number>();

  constructor(fragments: Fragments) {
    this.#fragments = fragments;
  }

  /** Relative depth of the deepest field with a selection set (0 for the set's own fields); -1 when none. */
  depth(set: SelectionSetNode): number {
    let max = -1;
    for (const node of set.selections) {
      if (node.kind === Kind.FIELD) {
        if (node.selectionSet) max = Math.max(max, 1 + this.depth(node.selectionSet));
      } else if (node.kind === Kind.INLINE_FRAGMENT) {
        max = Math.max(max, this.depth(node.selectionSet));
      } else {
        max = Math.max(max, this.#fragment(node.name.value, this.#depth, (s) => this.depth(s), -1));
      }
    }
    return max;
  }

  /** Every field counts one, fragments expanded where they are spread. */
  complexity(set: SelectionSetNode): number {
    let total = 0;
    for (const node of set.selections) {
      if (node.kind === Kind.FIELD) total += 1 + (node.selectionSet ? this.complexity(node.selectionSet) : 0);
      else if (node.kind === Kind.INLINE_FRAGMENT) total += this.complexity(node.selectionSet);
      else total += this.#fragment(node.name.value, this.#complexity, (s) => this.complexity(s), 0);
    }
    return total;
  }

  #fragment(name: string, memo: Map<string, number>, measure: (s: SelectionSetNode) => number, none: number): number {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const fragment = this.#fragments.get(name);
    if (!fragment) return none;
    memo.set(name, none); // a cycle (reported by NoFragmentCyclesRule) measures as empty
    const value = measure(fragment.selectionSet);
    memo.set(name, value);
    return value;
  }
}

function isIntrospectionOnly(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith("__"));
}

export function queryDepthRule(max = MAX_QUERY_DEPTH) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      // Fields with a selection count from 0 at the root, like graphql-php's QueryDepth.
      const depth = Math.max(0, new Measure(fragmentsOf(context)).depth(operation.selectionSet));
      if (depth > max) {
        context.reportError(new GraphQLError(`Max query depth should be ${max} but got ${depth}.`, { nodes: operation }));
      }
    },
  });
}

export function queryComplexityRule(max = MAX_QUERY_COMPLEXITY) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      // Tools fetch the schema with one large introspection query; it is read-only and bounded by the schema size.
      if (isIntrospectionOnly(operation)) return;
      const complexity = new Measure(fragmentsOf(context)).complexity(operation.selectionSet);
      if (complexity > max) {
        context.reportError(
          new GraphQLError(`Max query complexity should be ${max} but got ${complexity}.`, { nodes: operation }),
        );
      }
    },
  });
}
