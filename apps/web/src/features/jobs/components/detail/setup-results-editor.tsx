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
          {({ field, removeButton }) => (
            <>
              <Input {...field('title', { label: 'title', placeholder: 'Title' })} />
              <Input
                {...field('timeline', { label: 'timeline', placeholder: 'Timeline (e.g. within 6 months)' })}
              />
              <Input
                className="md:col-span-2"
                {...field('description', { label: 'description', placeholder: 'Description' })}
              />
              <Input
                {...field('success_criteria', { label: 'success criteria', placeholder: 'Success criteria' })}
              />
              <div className="flex gap-2">
                <Input
                  {...field('okr_alignment', { label: 'OKR alignment', placeholder: 'OKR alignment' })}
                />
                {removeButton}
              </div>
            </>
          )}
        </SetupRowList>
      </CardContent>
    </Card>
  );
}
