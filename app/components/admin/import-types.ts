/** What the import preview shows (made by product-import.server.ts; defined here, where the screen can import it). */
export type ImportChange = { column: string; before: string; after: string };

export type ImportPreview = {
  /** Ties a confirmation to this file and this outcome: a different file or a changed catalogue needs a new preview. */
  fingerprint: string;
  rows: number;
  newCount: number;
  changedCount: number;
  unchangedCount: number;
  errorCount: number;
  created: { row: number; id: string | null; name: string; price: string }[];
  changed: { row: number; id: string; name: string; changes: ImportChange[] }[];
  errors: string[];
  notes: string[];
};
