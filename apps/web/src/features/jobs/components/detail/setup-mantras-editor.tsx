import { CULTURAL_MANTRAS, MANTRA_DEFAULTS, MANTRA_WEIGHT, type Mantra } from '@shortlist/contracts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { Input } from '../../../../components/ui/input.tsx';

type Mantras = Record<string, Mantra> | null;

export function SetupMantrasEditor({
  value,
  onChange,
  canEdit,
}: {
  value: Mantras;
  onChange: (value: Mantras) => void;
  canEdit: boolean;
}) {
  return (
    <Card>
      <CardHeader title="Cultural mantras" description={`Four mantras, ${MANTRA_WEIGHT} each.`} />
      <CardContent className="space-y-3">
        {value ? (
          CULTURAL_MANTRAS.map((mantra) => {
            const current = value[mantra.key] ?? MANTRA_DEFAULTS[mantra.key];
            // the weight is fixed by the spec, so every edit writes it back
            const update = (changes: Partial<Mantra>) =>
              onChange({ ...value, [mantra.key]: { ...current, ...changes, weight: MANTRA_WEIGHT } });
            return (
              <div key={mantra.key} className="grid gap-2 md:grid-cols-[10rem_1fr_1fr]">
                <p className="pt-2 text-sm font-medium text-slate-800">
                  {mantra.label} <span className="text-xs font-normal text-slate-500">({MANTRA_WEIGHT})</span>
                </p>
                <Input
                  aria-label={`${mantra.label} description`}
                  placeholder="What it looks like"
                  disabled={!canEdit}
                  value={current.description}
                  onChange={(event) => update({ description: event.target.value })}
                />
                <Input
                  aria-label={`${mantra.label} assessment focus`}
                  placeholder="Assessment focus"
                  disabled={!canEdit}
                  value={current.assessment_focus}
                  onChange={(event) => update({ assessment_focus: event.target.value })}
                />
              </div>
            );
          })
        ) : canEdit ? (
          <Button variant="secondary" size="sm" onClick={() => onChange({ ...MANTRA_DEFAULTS })}>
            Add the four mantras
          </Button>
        ) : (
          <p className="text-sm text-slate-400">Not defined yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
