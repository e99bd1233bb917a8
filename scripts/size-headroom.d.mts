// Types of size-headroom.mjs (plain ESM, not part of the package), for the TypeScript that imports it.

/** One check of `size-limit --json`: sizes in bytes. */
export interface SizeResult {
  readonly name: string;
  readonly passed?: boolean;
  readonly size?: number;
  readonly sizeLimit?: number;
}

/** Limits held at a floor: exempt from the band, left alone by --update. */
export const FLOORS: ReadonlySet<string>;
/** The band a limit must sit in, in percent above its measured size, and where --update puts it. */
export const BAND: { readonly min: number; readonly max: number; readonly target: number };
/** The limit --update writes for a bundle of `size` bytes, as the file writes it ("2.95 KB"). */
export function targetLimit(size: number): string;
/** What is wrong with the measured checks, one line each. */
export function headroomProblems(results: readonly SizeResult[]): string[];
/** The entries with every limit but the floors set to `targetLimit` of its measured size. */
export function updatedEntries<Entry extends { readonly name: string; readonly limit?: string }>(
  entries: readonly Entry[],
  results: readonly SizeResult[],
): Entry[];
