/**
 * damerau-levenshtein ships no types: the one function the search uses to correct a typo
 * (app/lib/search-engine.ts). `steps` counts the insertions, deletions, substitutions and swaps
 * of two neighbouring characters that turn one string into the other.
 */
declare module "damerau-levenshtein" {
  export default function distance(
    a: string,
    b: string,
    limit?: number,
  ): { steps: number; relative: number; similarity: number };
}
