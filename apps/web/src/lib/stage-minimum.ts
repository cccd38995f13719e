/**
 * The note under a workflow stage editor whose removal has a floor (spec 01 §4: the settings
 * editor's text says a minimum of 3 is required). Shared by the job page's stage editors.
 */
export const minimumStagesText = (count: number) => `A minimum of ${count} stages is required.`;
