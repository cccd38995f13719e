import type { Competency } from '@shortlist/contracts';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { newRowId, SetupRowList } from './setup-row-list.tsx';

const newCompetency = (): Competency => ({
  id: newRowId('c'),
  name: '',
  description: '',
  weight: 0,
  assessment_criteria: '',
});

export function SetupCompetenciesEditor({
  rows,
  onChange,
  canEdit,
  error,
}: {
  rows: Competency[];
  onChange: (rows: Competency[]) => void;
  canEdit: boolean;
  error?: string;
}) {
  const weightTotal = rows.reduce((sum, competency) => sum + (competency.weight || 0), 0);
  return (
    <Card>
      <CardHeader
        title="Competencies"
        description="At least 6 for a ready job; weights must total 100."
        actions={
          <span
            className={
              weightTotal === 100 || rows.length === 0
                ? 'text-sm text-emerald-700'
                : 'text-sm font-medium text-red-600'
            }
          >
            Total weight: {weightTotal}
          </span>
        }
      />
      <CardContent className="space-y-2">
        <SetupRowList
          rows={rows}
          onChange={onChange}
          canEdit={canEdit}
          noun="competency"
          emptyText="No competencies yet."
          error={error}
          rowClassName="grid grid-cols-[1fr_5.5rem_1.5fr_auto] items-center gap-2"
          newRow={newCompetency}
        >
          {({ field, removeButton }) => (
            <>
              <Input {...field('name', { label: 'name', placeholder: 'Name' })} />
              <Input
                type="number"
                min={0}
                max={100}
                {...field('weight', { label: 'weight', parse: Number })}
              />
              <Input
                {...field('assessment_criteria', {
                  label: 'assessment criteria',
                  placeholder: 'How it is assessed',
                })}
              />
              {removeButton}
            </>
          )}
        </SetupRowList>
      </CardContent>
    </Card>
  );
}
