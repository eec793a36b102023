import { getOperationAST, parse, stripIgnoredCharacters } from "graphql";
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";

/** A generated document: its text, plus phantom result and variable types. */
export type Document<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & { toString(): string };

export interface PreparedOperation {
  kind: "query" | "mutation";
  name: string;
  /** The text with ignored characters stripped, to keep GET URLs short. */
  text: string;
}

// Keyed by text: the set of generated documents is fixed, so the cache stays small.
const prepared = new Map<string, PreparedOperation>();

export function prepareOperation(document: { toString(): string }): PreparedOperation {
  const source = document.toString();
  const cached = prepared.get(source);
  if (cached) return cached;
  const operation = getOperationAST(parse(source));
  if (!operation?.name || operation.operation === "subscription") {
    throw new Error("A commerce document must hold exactly one named query or mutation");
  }
  const result: PreparedOperation = {
    kind: operation.operation,
    name: operation.name.value,
    text: stripIgnoredCharacters(source),
  };
  prepared.set(source, result);
  return result;
}
