// Magento-style SDL loading shared by the backend (to build the served schema) and by clients (to validate their
// operations against Magento's reference plus our extension SDL).
//
// Magento merges its module schema files: a type may be declared in several files and every declaration adds
// fields; a type implementing an interface inherits the interface's fields without repeating them, including
// fields added to the interface later (runtime EAV attributes, extensions). graphql-js knows neither rule, so the
// documents are folded here before `buildASTSchema`.
import { Kind, parse, print, buildASTSchema } from "graphql";

const here = new URL(".", import.meta.url);

/** Absolute paths of the SDL files this package ships. */
export const sdlFiles = {
  /** The full schema the embedded backend serves, printed from its source SDL. */
  served: new URL("served.graphql", here).pathname,
  /** Our API where Magento has none (brands, gift cards …). Load on top of a Magento schema. */
  extensions: new URL("extensions.graphql", here).pathname,
  /** Runtime EAV attributes of this catalogue (what a Magento with the same attributes would expose). */
  catalogAttributes: new URL("catalog-attributes.graphql", here).pathname,
  /** Magento core fields newer than 2.4.4 that the backend serves (e.g. StoreConfig.create_account_confirmation). */
  newerCore: new URL("newer-core.graphql", here).pathname,
};

const DEFINITION_KIND = {
  [Kind.OBJECT_TYPE_EXTENSION]: Kind.OBJECT_TYPE_DEFINITION,
  [Kind.INTERFACE_TYPE_EXTENSION]: Kind.INTERFACE_TYPE_DEFINITION,
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: Kind.INPUT_OBJECT_TYPE_DEFINITION,
  [Kind.ENUM_TYPE_EXTENSION]: Kind.ENUM_TYPE_DEFINITION,
  [Kind.UNION_TYPE_EXTENSION]: Kind.UNION_TYPE_DEFINITION,
  [Kind.SCALAR_TYPE_EXTENSION]: Kind.SCALAR_TYPE_DEFINITION,
};
const TYPE_KINDS = new Set([...Object.keys(DEFINITION_KIND), ...Object.values(DEFINITION_KIND)]);

/**
 * Folds SDL sources into one document with Magento's semantics. Throws on a field declared twice with different
 * types, and on a name declared as two different kinds.
 * @param {Array<string | import("graphql").DocumentNode>} sources
 * @returns {import("graphql").DocumentNode}
 */
export function mergeSdl(sources) {
  /** @type {Map<string, any>} */
  const types = new Map();
  const others = [];
  for (const source of sources) {
    const doc = typeof source === "string" ? parse(source, { noLocation: true }) : source;
    for (const node of doc.definitions) {
      if (!TYPE_KINDS.has(node.kind)) {
        others.push(node);
        continue;
      }
      const kind = DEFINITION_KIND[node.kind] ?? node.kind;
      const name = node.name.value;
      const existing = types.get(name);
      if (!existing) {
        types.set(name, { ...node, kind, fields: node.fields, values: node.values, types: node.types });
        continue;
      }
      if (existing.kind !== kind) throw new Error(`${name} is declared both as ${existing.kind} and as ${kind}`);
      types.set(name, mergeInto(existing, node));
    }
  }
  inheritInterfaceFields(types);
  return { kind: Kind.DOCUMENT, definitions: [...others, ...types.values()] };
}

/**
 * Builds a schema from Magento-style SDL sources.
 * @param {Array<string | import("graphql").DocumentNode>} sources
 * @returns {import("graphql").GraphQLSchema}
 */
export function buildMagentoSchema(sources) {
  return buildASTSchema(mergeSdl(sources));
}

function mergeInto(target, node) {
  const name = target.name.value;
  return {
    ...target,
    description: target.description ?? node.description,
    interfaces: mergeNamed(target.interfaces, node.interfaces),
    directives: [...(target.directives ?? []), ...(node.directives ?? [])],
    fields: mergeMembers(name, target.fields, node.fields),
    values: mergeMembers(name, target.values, node.values),
    types: mergeNamed(target.types, node.types),
  };
}

function mergeNamed(a, b) {
  if (!a && !b) return undefined;
  const out = [...(a ?? [])];
  for (const n of b ?? []) if (!out.some((x) => x.name.value === n.name.value)) out.push(n);
  return out;
}

function mergeMembers(typeName, a, b) {
  if (!a && !b) return undefined;
  const out = [...(a ?? [])];
  for (const member of b ?? []) {
    const same = out.find((x) => x.name.value === member.name.value);
    if (!same) out.push(member);
    else if (signature(same) !== signature(member)) {
      throw new Error(`${typeName}.${member.name.value} is declared twice with different signatures`);
    }
  }
  return out;
}

function signature(member) {
  return print({ ...member, description: undefined, directives: [] });
}

function inheritInterfaceFields(types) {
  const done = new Set();
  const resolve = (name, trail) => {
    const node = types.get(name);
    if (!node || done.has(name)) return node;
    if (trail.includes(name)) throw new Error(`Interface cycle: ${[...trail, name].join(" → ")}`);
    if (node.kind === Kind.OBJECT_TYPE_DEFINITION || node.kind === Kind.INTERFACE_TYPE_DEFINITION) {
      let interfaces = node.interfaces ?? [];
      let fields = [...(node.fields ?? [])];
      for (const ref of node.interfaces ?? []) {
        const parent = resolve(ref.name.value, [...trail, name]);
        if (!parent) continue;
        // An interface's own interfaces must be declared by every implementer too (GraphQL spec).
        interfaces = mergeNamed(interfaces, (parent.interfaces ?? []).filter((i) => i.name.value !== name));
        for (const field of parent.fields ?? []) {
          if (!fields.some((f) => f.name.value === field.name.value)) fields.push(field);
        }
      }
      types.set(name, { ...node, interfaces, fields });
    }
    done.add(name);
    return types.get(name);
  };
  for (const name of [...types.keys()]) resolve(name, []);
}
