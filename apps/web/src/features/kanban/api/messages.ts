/**
 * spec 02 §8 "Kanban service": what each board call says when it fails and the server gives no
 * message of its own (a server's `detail` is shown instead when there is one).
 */
export const KANBAN_SERVICE_MESSAGES = {
  board: 'Failed to load Kanban board data',
  stageCards: 'Failed to load stage cards',
  card: 'Failed to load candidate card',
  cards: 'Failed to load candidate cards',
  search: 'Failed to search candidates',
  metrics: 'Failed to load board metrics',
  saveConfiguration: 'Failed to update Kanban configuration',
  resetConfiguration: 'Failed to reset Kanban configuration',
  changeTags: 'Failed to update tags',
} as const;
