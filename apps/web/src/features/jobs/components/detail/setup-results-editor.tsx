import type { TargetResult } from '@shortlist/contracts';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { newRowId, SetupRowList } from './setup-row-list.tsx';

const newResult = (): TargetResult => ({
  id: newRowId('tr'),
  title: '',
  description: '',
  success_criteria: '',
  timeline: '',
  okr_alignment: '',
});

export function SetupResultsEditor({
  rows,
  onChange,
  canEdit,
}: {
  rows: TargetResult[];
  onChange: (rows: TargetResult[]) => void;
  canEdit: boolean;
}) {
  return (
    <Card>
      <CardHeader
        title="Target results"
        description="What the hire must achieve — at least 5 for a ready job."
      />
      <CardContent className="space-y-3">
        <SetupRowList
          rows={rows}
          onChange={onChange}
          canEdit={canEdit}
          noun="result"
          emptyText="No target results yet."
          rowClassName="grid gap-2 rounded-lg p-3 ring-1 ring-slate-200 md:grid-cols-2"
          newRow={newResult}
        >
          {({ index, field, removeButton }) => {
            const label = (name: string) => `Result ${index + 1} ${name}`;
            return (
              <>
                <Input
                  aria-label={label('title')}
                  placeholder="Title"
                  disabled={!canEdit}
                  {...field('title')}
                />
                <Input
                  aria-label={label('timeline')}
                  placeholder="Timeline (e.g. within 6 months)"
                  disabled={!canEdit}
                  {...field('timeline')}
                />
                <Input
                  aria-label={label('description')}
                  placeholder="Description"
                  className="md:col-span-2"
                  disabled={!canEdit}
                  {...field('description')}
                />
                <Input
                  aria-label={label('success criteria')}
                  placeholder="Success criteria"
                  disabled={!canEdit}
                  {...field('success_criteria')}
                />
                <div className="flex gap-2">
                  <Input
                    aria-label={label('OKR alignment')}
                    placeholder="OKR alignment"
                    disabled={!canEdit}
                    {...field('okr_alignment')}
                  />
                  {removeButton}
                </div>
              </>
            );
          }}
        </SetupRowList>
      </CardContent>
    </Card>
  );
}
