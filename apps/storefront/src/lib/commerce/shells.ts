import { connection } from "next/server";

/** Build-time flag (next.config.ts `env`): "1" when the build could read the catalogue. */
export const CATALOGUE_IN_SHELLS = "MAISON_CATALOGUE_IN_SHELLS";

/**
 * Lets a server component put store-level catalogue content into the prerendered shell, when the build could read
 * the catalogue. Otherwise (the API was down, or `next dev`) the component waits for a request, so a failed
 * build-time read never fails the build nor lands in a shell: the content streams in per request, as it used to.
 */
export async function catalogueInShell(): Promise<void> {
  if (!catalogueInShells()) await connection();
}

/** Whether this build put the catalogue into its shells (else catalogueInShell() waits for a request). */
export function catalogueInShells(): boolean {
  // Spelled out: Next inlines `env` values only where `process.env.NAME` is written literally.
  return process.env.MAISON_CATALOGUE_IN_SHELLS === "1";
}
