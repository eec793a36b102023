import type { DocumentNode, GraphQLSchema } from "graphql";

export declare const sdlFiles: {
  served: string;
  extensions: string;
  catalogAttributes: string;
  newerCore: string;
};

/** Folds SDL sources Magento's way: same-named declarations merge, implementers inherit interface fields. */
export declare function mergeSdl(sources: Array<string | DocumentNode>): DocumentNode;

/** `buildASTSchema(mergeSdl(sources))`. */
export declare function buildMagentoSchema(sources: Array<string | DocumentNode>): GraphQLSchema;
