import type { BandColor } from '@shortlist/contracts';
import { Badge, type BadgeTone } from './badge.tsx';

const TONE_OF: Record<BandColor, BadgeTone> = {
  green: 'green',
  blue: 'blue',
  yellow: 'yellow',
  red: 'red',
  gray: 'neutral',
};

type ScoreBadgeProps = {
  score: number | null | undefined;
  /** the colour band for this place (lists 90/80/70, bars 80/60 …) */
  band: (score: number | null | undefined) => BandColor;
  emptyLabel?: string;
  suffix?: string;
  className?: string;
};

/** A percentage coloured by one of the spec's score bands; no score shows `emptyLabel`. */
export function ScoreBadge({ score, band, emptyLabel = 'N/A', suffix = '', className }: ScoreBadgeProps) {
  const hasScore = score !== null && score !== undefined;
  return (
    <Badge tone={TONE_OF[band(score)]} dot={hasScore} className={className}>
      {hasScore ? `${Math.round(score)}%${suffix}` : emptyLabel}
    </Badge>
  );
}
