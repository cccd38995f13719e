import {
  type CandidateCreate,
  type CandidateUpdate,
  candidateCreateSchema,
  type DuplicatePolicy,
  IMPORT_FIELD_LABELS,
  IMPORT_MESSAGES,
  type ImportField,
  type ImportMapping,
} from '@shortlist/contracts';

/** Where a candidate-form field's messages are shown in a refused row's reasons. */
const LABEL_OF_PATH: Record<string, string> = {
  full_name: IMPORT_FIELD_LABELS.full_name,
  emails: IMPORT_FIELD_LABELS.email,
  phones: IMPORT_FIELD_LABELS.phone,
  location: IMPORT_FIELD_LABELS.location,
  city: IMPORT_FIELD_LABELS.city,
  country: IMPORT_FIELD_LABELS.country,
  current_company: IMPORT_FIELD_LABELS.current_company,
  current_role: IMPORT_FIELD_LABELS.current_role,
  years_experience: IMPORT_FIELD_LABELS.years_experience,
  skills_extracted: IMPORT_FIELD_LABELS.skills,
  links: 'Link',
  summary: IMPORT_FIELD_LABELS.summary,
  source_type: IMPORT_FIELD_LABELS.source_type,
  recruiter_name: IMPORT_FIELD_LABELS.recruiter_name,
};
const LINK_LABELS: Record<string, string> = {
  linkedin: IMPORT_FIELD_LABELS.linkedin,
  github: IMPORT_FIELD_LABELS.github,
  portfolio: IMPORT_FIELD_LABELS.portfolio,
};

/** Where an import's candidates come from, unless a column says otherwise. */
export const IMPORT_SOURCE = 'import';

/** A list in one cell: e-mails and phones split on `;`, `,` or a line break; skills on `,` and `;` too. */
const listOf = (value: string) =>
  value
    .split(/[;,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

export type MappedRow = {
  /** The values as the candidate form takes them (only the mapped, non-blank ones). */
  raw: Record<string, unknown>;
  emails: string[];
};

/** A row's cells read through the mapping. */
export function mapRow(cells: string[], mapping: ImportMapping): MappedRow {
  const value: Partial<Record<ImportField, string>> = {};
  mapping.forEach((field, column) => {
    const cell = cells[column]?.trim();
    if (field && cell) value[field] = cell;
  });
  const raw: Record<string, unknown> = {};
  const name = value.full_name ?? [value.first_name, value.last_name].filter(Boolean).join(' ');
  if (name) raw.full_name = name;
  const emails = value.email ? listOf(value.email) : [];
  if (emails.length) raw.emails = emails;
  if (value.phone) raw.phones = listOf(value.phone);
  if (value.skills) raw.skills_extracted = listOf(value.skills);
  for (const field of [
    'location',
    'city',
    'country',
    'current_company',
    'current_role',
    'summary',
    'source_type',
    'recruiter_name',
  ] as const)
    if (value[field]) raw[field] = value[field];
  if (value.years_experience) {
    const years = Number(value.years_experience.replace(',', '.'));
    raw.years_experience = Number.isFinite(years) ? Math.round(years) : value.years_experience;
  }
  const links = { linkedin: value.linkedin, github: value.github, portfolio: value.portfolio };
  if (Object.values(links).some(Boolean))
    raw.links = Object.fromEntries(Object.entries(links).filter(([, link]) => link));
  return { raw, emails: emails.map((email) => email.toLowerCase()) };
}

export type CheckedRow =
  | { ok: true; create: CandidateCreate; update: CandidateUpdate }
  | { ok: false; reasons: string[] };

/**
 * A row checked by the candidate form's own rules: what it creates, what it changes on a
 * candidate on file (only what the row holds), or why it cannot be imported.
 */
export function checkRow(row: MappedRow): CheckedRow {
  const parsed = candidateCreateSchema.safeParse({ source_type: IMPORT_SOURCE, ...row.raw });
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => {
      const [field, key] = issue.path.map(String);
      const label = (field === 'links' && key && LINK_LABELS[key]) || LABEL_OF_PATH[field ?? ''];
      return label ? `${label}: ${issue.message}` : issue.message;
    });
    return { ok: false, reasons: [...new Set(reasons)] };
  }
  const create = parsed.data;
  // the update carries only the fields the row had a value for
  const update = Object.fromEntries(
    Object.keys(row.raw).map((key) => [key, create[key as keyof CandidateCreate]]),
  ) as CandidateUpdate;
  return { ok: true, create, update };
}

/** A candidate on file whose e-mail a row shares. */
export type OnFile = {
  id: number;
  fullName: string;
  emails: string[];
  phones: string[];
  skillsExtracted: string[];
};

export type NumberedCells = { cells: string[]; rowNumber: number };

export type RowPlan = { rowNumber: number; cells: string[]; fullName: string; email: string } & (
  | { outcome: 'create'; create: CandidateCreate }
  | { outcome: 'update'; existing: OnFile | null; update: CandidateUpdate; reasons: string[] }
  | { outcome: 'skip'; existing: OnFile | null; reasons: string[] }
  | { outcome: 'refuse'; reasons: string[] }
);

/**
 * What the import does with each row, given the candidates on file by e-mail: the preview shows
 * it, the job writes it. Under "update", a row whose e-mail an earlier row of the same batch
 * already wrote ends the batch (`stopOnRepeat`), so the next batch finds that candidate on file
 * and updates it; the preview marks such a row instead.
 */
export function planRows(
  rows: NumberedCells[],
  mapping: ImportMapping,
  policy: DuplicatePolicy,
  onFile: Map<string, OnFile>,
  options: { stopOnRepeat: boolean },
): RowPlan[] {
  const plans: RowPlan[] = [];
  const earlier = new Map<string, number>();
  for (const { cells, rowNumber } of rows) {
    const mapped = mapRow(cells, mapping);
    const checked = checkRow(mapped);
    const shown = {
      rowNumber,
      cells,
      fullName: typeof mapped.raw.full_name === 'string' ? mapped.raw.full_name : '',
      email: mapped.emails[0] ?? '',
    };
    if (!checked.ok) {
      plans.push({ ...shown, outcome: 'refuse', reasons: checked.reasons });
      continue;
    }
    const existing = mapped.emails.map((email) => onFile.get(email)).find(Boolean) ?? null;
    const repeated = mapped.emails.map((email) => earlier.get(email)).find((row) => row !== undefined);
    if (policy !== 'create' && repeated !== undefined) {
      if (policy === 'update' && options.stopOnRepeat) break;
      const reasons = [IMPORT_MESSAGES.repeatedInFile(repeated)];
      plans.push(
        policy === 'skip'
          ? { ...shown, outcome: 'skip', existing, reasons }
          : { ...shown, outcome: 'update', existing, update: checked.update, reasons },
      );
      continue;
    }
    for (const email of mapped.emails) if (!earlier.has(email)) earlier.set(email, rowNumber);
    if (existing && policy === 'skip') plans.push({ ...shown, outcome: 'skip', existing, reasons: [] });
    else if (existing && policy === 'update')
      plans.push({ ...shown, outcome: 'update', existing, update: checked.update, reasons: [] });
    else plans.push({ ...shown, outcome: 'create', create: checked.create });
  }
  return plans;
}

/** Every e-mail of these rows as the mapping reads them, for one look-up of the candidates on file. */
export function emailsOfRows(rows: NumberedCells[], mapping: ImportMapping): string[] {
  const column = mapping.indexOf('email');
  return [...new Set(rows.flatMap(({ cells }) => (column < 0 ? [] : listOf(cells[column] ?? ''))))].map(
    (email) => email.toLowerCase(),
  );
}
