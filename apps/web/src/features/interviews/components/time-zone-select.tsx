import { memo, useMemo } from 'react';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { zoneLabel } from '../lib/interview-time.ts';
import { knownTimeZones } from '../lib/zoned-time.ts';

type TimeZoneSelectProps = {
  id: string;
  value: string;
  onChange: (timeZone: string) => void;
  invalid?: boolean;
};

/** The zones grouped by region ("America", "Europe"…), UTC on its own first. */
function groupedZones(value: string): [string, string[]][] {
  const zones = knownTimeZones();
  const groups = new Map<string, string[]>();
  for (const zone of zones.includes(value) ? zones : [value, ...zones]) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'Other';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups];
}

/**
 * Every zone the browser knows, by region. A native list: four hundred entries open at once and
 * typing a few letters jumps to one, on every device. A stored zone the browser lacks stays
 * listed. Memoised, so typing elsewhere in the form does not redraw it.
 */
export const TimeZoneSelect = memo(function TimeZoneSelect({
  id,
  value,
  onChange,
  invalid,
}: TimeZoneSelectProps) {
  const groups = useMemo(() => groupedZones(value), [value]);
  return (
    <NativeSelect
      id={id}
      value={value}
      invalid={invalid}
      onChange={(event) => onChange(event.target.value)}
      className="hover:bg-slate-50"
    >
      {groups.map(([region, zones]) =>
        region === 'Other' ? (
          zones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))
        ) : (
          <optgroup key={region} label={region}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
          </optgroup>
        ),
      )}
    </NativeSelect>
  );
});
