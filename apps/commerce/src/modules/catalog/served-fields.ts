import { isInterfaceType, isObjectType, type GraphQLSchema } from "graphql";
import { buildServedSdlSchema } from "../../schema/index.ts";

let schema: GraphQLSchema | undefined;

/**
 * Field names a served object or interface type has. Resolver maps are cut to them because the schema refuses
 * resolvers for fields it does not serve, and the product field set differs between types (gift cards, bundles).
 */
export function servedFields(typeName: string): Set<string> | undefined {
  schema ??= buildServedSdlSchema();
  const type = schema.getType(typeName);
  if (!type || !(isObjectType(type) || isInterfaceType(type))) return undefined;
  return new Set(Object.keys(type.getFields()));
}
