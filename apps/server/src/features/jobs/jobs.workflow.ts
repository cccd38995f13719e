import { DEFAULT_WORKFLOW_STAGES } from '@shortlist/contracts';

const PALETTE = [
  '#64748b',
  '#0ea5e9',
  '#6366f1',
  '#8b5cf6',
  '#d946ef',
  '#f59e0b',
  '#14b8a6',
  '#f97316',
  '#22c55e',
];

/** A stage row's key: the default workflow's key for its label (CV Review → screening), else a slug. */
export function stageKeyFor(name: string): string {
  const known = DEFAULT_WORKFLOW_STAGES.find(
    (stage) => stage.label.toLowerCase() === name.trim().toLowerCase(),
  );
  if (known) return known.key;
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return slug || 'stage';
}

export function stageColor(key: string, index: number): string {
  const known = DEFAULT_WORKFLOW_STAGES.findIndex((stage) => stage.key === key);
  return PALETTE[(known >= 0 ? known : index) % PALETTE.length]!;
}
