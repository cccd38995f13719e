/** Labels recruiters tag applications with; the demo gives about half of them one to three. */
export const APPLICATION_TAGS = [
  'referral',
  'strong-portfolio',
  'relocation',
  'visa-sponsorship',
  'fast-track',
  'internal',
  'returning',
  'remote-only',
  'senior',
  'needs-review',
] as const;

/** What a screening model flags for a human to check; most applications have none. */
export const BIAS_FLAGS = [
  'Graduation year may reveal age',
  'Career gap mentioned; do not penalise',
  'Photo included in CV',
  'Name-based assumptions possible; review on skills only',
] as const;

/** spec 02 §3: how each application source is shown. */
