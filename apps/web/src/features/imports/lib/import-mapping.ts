import {
  type DuplicatePolicy,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  importFieldSchema,
  importSettingsSchema,
} from '@shortlist/contracts';
import type { SelectOption } from '../../../components/ui/select.tsx';

/** The select's value for a column left out (a select's values are strings; the API's is null). */
export const NOT_IMPORTED = 'none';

export const FIELD_OPTIONS: SelectOption[] = [
  { value: NOT_IMPORTED, label: "Don't import" },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
];

export function fieldOf(value: string): ImportField | null {
  const parsed = importFieldSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * What keeps these settings from being previewed or started, in the contract's words (the server
 * checks the same schema): no E-mail column, no name, a field on two columns.
 */
export function mappingProblems(mapping: ImportMapping, duplicatePolicy: DuplicatePolicy): string[] {
  const parsed = importSettingsSchema.safeParse({ mapping, duplicate_policy: duplicatePolicy });
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => issue.message))];
}

/** The fields two or more columns are mapped to: their selects are marked. */
export function fieldsMappedTwice(mapping: ImportMapping): Set<ImportField> {
  const seen = new Set<ImportField>();
  const twice = new Set<ImportField>();
  for (const field of mapping) {
    if (!field) continue;
    if (seen.has(field)) twice.add(field);
    seen.add(field);
  }
  return twice;
}

/** Up to `limit` non-blank values of a column from the rows the upload answered with. */
export function sampleValues(sample: string[][], column: number, limit = 3): string[] {
  const values: string[] = [];
  for (const row of sample) {
    const value = row[column]?.trim();
    if (value) values.push(value);
    if (values.length === limit) break;
  }
  return values;
}
