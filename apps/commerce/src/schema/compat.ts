import {
  astFromValue, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, print,
  type GraphQLArgument, type GraphQLInputField, type GraphQLNamedType, type GraphQLSchema,
} from "graphql";

type Deprecatable = { deprecationReason?: string | null };

/** Decides which served types (field undefined) and fields a comparison covers. */
export type Scope = (typeName: string, fieldName?: string) => boolean;

const everything: Scope = () => true;

/**
 * Differences between our schema and a Magento schema for the names both have: kinds, field and argument types,
 * argument and input defaults, deprecations, implemented interfaces and enum values (ours must be a subset of
 * Magento's).
 */
export function compareSchemas(ours: GraphQLSchema, theirs: GraphQLSchema, scope: Scope = everything): string[] {
  const problems: string[] = [];
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith("__") || !scope(type.name)) continue;
    const other = theirs.getType(type.name);
    if (!other) continue;
    if (kind(type) !== kind(other)) {
      problems.push(`${type.name}: ours is ${kind(type)}, Magento's is ${kind(other)}`);
      continue;
    }
    compareType(type, other, scope, problems);
  }
  return problems;
}

/**
 * What Magento declares on the types we serve and ours lacks, so that any operation a Magento client sends on them
 * validates here too: fields (`Type.field`), arguments (`Type.field(arg)`), enum values, union members, interfaces
 * Magento's type implements (`Type implements Interface`) and Magento's implementations of a served interface,
 * which fragments name (`Interface <- Type`).
 */
export function lackingFrom(ours: GraphQLSchema, theirs: GraphQLSchema): string[] {
  const lacking: string[] = [];
  for (const type of Object.values(ours.getTypeMap())) {
    const other = theirs.getType(type.name);
    if (type.name.startsWith("__") || !other) continue;
    if (isEnumType(type) && isEnumType(other)) {
      const mine = new Set(type.getValues().map((v) => v.name));
      for (const v of other.getValues()) if (!mine.has(v.name)) lacking.push(`${type.name}.${v.name}`);
    }
    if (isUnionType(type) && isUnionType(other)) {
      const mine = new Set(type.getTypes().map((t) => t.name));
      for (const t of other.getTypes()) if (!mine.has(t.name)) lacking.push(`${type.name} | ${t.name}`);
    }
    const mine = fieldsOf(type);
    for (const [name, field] of Object.entries(fieldsOf(other))) {
      const own = mine[name];
      if (!own) lacking.push(`${type.name}.${name}`);
      else for (const arg of field.args ?? []) {
        if (!own.args?.some((a) => a.name === arg.name)) lacking.push(`${type.name}.${name}(${arg.name})`);
      }
    }
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(other) || isInterfaceType(other))) {
      const implemented = new Set(type.getInterfaces().map((i) => i.name));
      for (const i of other.getInterfaces()) if (!implemented.has(i.name)) lacking.push(`${type.name} implements ${i.name}`);
    }
    if (isInterfaceType(other)) {
      for (const t of theirs.getPossibleTypes(other)) if (!ours.getType(t.name)) lacking.push(`${type.name} <- ${t.name}`);
    }
  }
  return lacking;
}

/** Names declared in our schema (in scope) that Magento lacks: `Type` or `Type.field`. */
export function missingFrom(ours: GraphQLSchema, theirs: GraphQLSchema, scope: Scope = everything): string[] {
  const missing: string[] = [];
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith("__") || !scope(type.name)) continue;
    const other = theirs.getType(type.name);
    if (!other) {
      missing.push(type.name);
      continue;
    }
    const otherFields = fieldsOf(other);
    for (const name of Object.keys(fieldsOf(type))) {
      if (scope(type.name, name) && !(name in otherFields)) missing.push(`${type.name}.${name}`);
    }
  }
  return missing;
}

function kind(type: GraphQLNamedType): string {
  return type.astNode?.kind ?? type.constructor.name;
}

function fieldsOf(
  type: GraphQLNamedType,
): Record<string, Deprecatable & { type: unknown; args?: readonly GraphQLArgument[] }> {
  return isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : {};
}

function compareType(type: GraphQLNamedType, other: GraphQLNamedType, scope: Scope, problems: string[]): void {
  if (isEnumType(type) && isEnumType(other)) {
    for (const v of type.getValues()) {
      const theirs = other.getValue(v.name);
      if (!theirs) problems.push(`${type.name}.${v.name}: enum value not in Magento`);
      else compareDeprecation(`${type.name}.${v.name}`, v, theirs, problems);
    }
    return;
  }
  if (isUnionType(type) && isUnionType(other)) {
    const theirs = new Set(other.getTypes().map((t) => t.name));
    for (const t of type.getTypes()) if (!theirs.has(t.name)) problems.push(`${type.name}: member ${t.name} not in Magento`);
    return;
  }
  if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(other) || isInterfaceType(other))) {
    const theirs = new Set(other.getInterfaces().map((i) => i.name));
    for (const i of type.getInterfaces()) {
      if (!theirs.has(i.name)) problems.push(`${type.name}: implements ${i.name}, Magento's does not`);
    }
  }
  const otherFields = fieldsOf(other);
  for (const [name, field] of Object.entries(fieldsOf(type))) {
    const theirs = otherFields[name];
    if (!theirs || !scope(type.name, name)) continue;
    const where = `${type.name}.${name}`;
    if (String(field.type) !== String(theirs.type)) {
      problems.push(`${where}: ours ${String(field.type)}, Magento's ${String(theirs.type)}`);
    }
    compareDeprecation(where, field, theirs, problems);
    if (isInputObjectType(type)) compareDefault(where, field as GraphQLInputField, theirs as GraphQLInputField, problems);
    for (const arg of field.args ?? []) {
      const theirArg = theirs.args?.find((a) => a.name === arg.name);
      if (!theirArg) {
        problems.push(`${where}(${arg.name}): argument not in Magento`);
        continue;
      }
      if (String(arg.type) !== String(theirArg.type)) {
        problems.push(`${where}(${arg.name}): ours ${String(arg.type)}, Magento's ${String(theirArg.type)}`);
      }
      compareDefault(`${where}(${arg.name})`, arg, theirArg, problems);
      compareDeprecation(`${where}(${arg.name})`, arg, theirArg, problems);
    }
  }
}

/** Deprecated where Magento's is, for Magento's reason. */
function compareDeprecation(
  where: string, ours: Deprecatable, theirs: Deprecatable, problems: string[],
): void {
  const a = ours.deprecationReason ?? null;
  const b = theirs.deprecationReason ?? null;
  if (a !== b) problems.push(`${where}: deprecated ours ${JSON.stringify(a)}, Magento's ${JSON.stringify(b)}`);
}

function compareDefault(
  where: string, ours: GraphQLArgument | GraphQLInputField, theirs: GraphQLArgument | GraphQLInputField, problems: string[],
): void {
  const a = printDefault(ours);
  const b = printDefault(theirs);
  if (a !== b) problems.push(`${where}: default ours ${a}, Magento's ${b}`);
}

function printDefault(arg: GraphQLArgument | GraphQLInputField): string {
  if (arg.defaultValue === undefined) return "none";
  const ast = astFromValue(arg.defaultValue, arg.type);
  return ast ? print(ast) : "null";
}
