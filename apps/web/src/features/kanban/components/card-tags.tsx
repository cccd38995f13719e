import { CARD_TAGS, type KanbanBoard, type KanbanCard, TAG_MAX_LENGTH } from '@shortlist/contracts';
import { Plus, Tag, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { type TagChange, useChangeCardTags } from '../api/change-card-tags.ts';
import { KANBAN_SERVICE_MESSAGES } from '../api/messages.ts';

/**
 * A card's tags: the first CARD_TAGS (spec 02), and how many more there are, named in its title.
 * The tag editor (CardTagsMenu) shows them all.
 */
export function CardTagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  const more = tags.slice(CARD_TAGS);
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1" aria-label="Tags">
      {tags.slice(0, CARD_TAGS).map((tag) => (
        <li key={tag} className="rounded bg-brand-50 px-1.5 py-0.5 text-[11px] text-brand-700">
          #{tag}
        </li>
      ))}
      {more.length > 0 ? (
        <li className="px-1 py-0.5 text-[11px] text-slate-500" title={more.map((tag) => `#${tag}`).join(' ')}>
          +{more.length} more
        </li>
      ) : null}
    </ul>
  );
}

/** How many of the board's other tags the editor offers to add with one click. */
const SUGGESTED_TAGS = 8;

type CardTagsProps = { card: KanbanCard; jobId: number; boardTags: readonly string[] };

/**
 * Each card's "Tags" button for a manager of the job, none for anyone else; stable while the
 * board's tags stay the same, so memoised columns keep their cards.
 */
export function useCardTagsMenu(
  jobId: number,
  board: Pick<KanbanBoard, 'can_manage' | 'tags'> | undefined,
): ((card: KanbanCard) => ReactNode) | undefined {
  const canManage = board?.can_manage ?? false;
  const boardTags = board?.tags;
  return useMemo(
    () =>
      canManage && boardTags
        ? (card: KanbanCard) => <CardTagsMenu card={card} jobId={jobId} boardTags={boardTags} />
        : undefined,
    [canManage, boardTags, jobId],
  );
}

/**
 * A card's "Tags" button: a small editor beside the card to add a tag (typed, or one the board
 * already uses) or remove one. The quick filters above the board pick up a new tag at once.
 */
export function CardTagsMenu({ card, jobId, boardTags }: CardTagsProps) {
  return (
    <Popover>
      <PopoverTrigger
        aria-label={`Edit tags for ${card.candidate_name}`}
        title="Tags"
        className="inline-flex size-6 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-brand-700 data-[state=open]:bg-slate-100 data-[state=open]:text-brand-700"
      >
        <Tag className="size-3.5" aria-hidden />
      </PopoverTrigger>
      <PopoverContent className="w-72 p-3" aria-label={`Tags for ${card.candidate_name}`}>
        <CardTagsEditor card={card} jobId={jobId} boardTags={boardTags} />
      </PopoverContent>
    </Popover>
  );
}

function CardTagsEditor({ card, jobId, boardTags }: CardTagsProps) {
  const change = useChangeCardTags(jobId);
  const [draft, setDraft] = useState('');
  const cardId = card.id;
  // the error shows below the form (change.error); the typed tag stays for another try
  const send = (tagChange: TagChange) => change.mutateAsync(tagChange).catch(() => undefined);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim();
    if (!tag) return;
    if (await send({ applicationId: cardId, add: tag })) setDraft('');
  };
  const suggested = boardTags.filter((tag) => !card.tags.includes(tag)).slice(0, SUGGESTED_TAGS);

  return (
    <div className="space-y-3">
      <div>
        <p className="text-sm font-semibold text-slate-900">Tags</p>
        <p className="truncate text-xs text-slate-500">{card.candidate_name}</p>
      </div>
      {card.tags.length > 0 ? (
        <ul aria-label="Tags on this card" className="flex flex-wrap gap-1.5">
          {card.tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-0.5 rounded bg-brand-50 py-0.5 pr-0.5 pl-1.5 text-xs text-brand-700"
            >
              #{tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                disabled={change.isPending}
                onClick={() => void send({ applicationId: cardId, remove: tag })}
                className="inline-flex size-4 items-center justify-center rounded text-brand-500 hover:bg-brand-100 hover:text-brand-800 disabled:opacity-50"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-500">No tags yet.</p>
      )}
      <form onSubmit={add} className="flex items-center gap-2">
        <Input
          aria-label="New tag"
          placeholder="Add a tag"
          value={draft}
          maxLength={TAG_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          autoFocus
          className="h-8"
        />
        <Button type="submit" size="sm" disabled={!draft.trim()} loading={change.isPending}>
          Add
        </Button>
      </form>
      {suggested.length > 0 ? (
        <div>
          <p className="mb-1 text-xs text-slate-500">Used on this board</p>
          <ul aria-label="Tags used on this board" className="flex flex-wrap gap-1">
            {suggested.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  disabled={change.isPending}
                  onClick={() => void send({ applicationId: cardId, add: tag })}
                  aria-label={`Add tag ${tag}`}
                  className="inline-flex items-center gap-0.5 rounded px-1.5 py-0.5 text-xs text-slate-600 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-brand-700 disabled:opacity-50"
                >
                  <Plus className="size-3" aria-hidden />
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {change.isError ? (
        <p role="alert" className="text-xs text-red-700">
          {getErrorMessage(change.error, KANBAN_SERVICE_MESSAGES.changeTags)}
        </p>
      ) : null}
    </div>
  );
}
