import type { JobFramework } from '../demo-data.types.ts';

/** spec 01 §3: the four cultural mantras, 25 each; every complete demo framework uses them. */
export const MERIDIAN_MANTRAS: NonNullable<JobFramework['culturalMantrasCriteria']> = {
  always_be_helpful: {
    weight: 25,
    description: 'Makes colleagues and clients more successful, without being asked.',
    assessment_focus: 'Examples of unprompted help and of sharing credit.',
  },
  deliberately_fair: {
    weight: 25,
    description: 'Decides on evidence and treats people consistently.',
    assessment_focus: 'How the candidate handled a decision that affected others unequally.',
  },
  learn_grow_together: {
    weight: 25,
    description: 'Seeks feedback, teaches what they know and learns from mistakes.',
    assessment_focus: 'A recent mistake, what was learned and how it was shared.',
  },
  show_not_tell: {
    weight: 25,
    description: 'Lets results and work samples speak rather than titles.',
    assessment_focus: 'Concrete outcomes the candidate can evidence with numbers or artefacts.',
  },
};

/** All six stakeholder sign-offs given (spec 01 §3). */
export const ALL_SIGNOFFS = {
  signoffPeopleOps: true,
  signoffStrategy: true,
  signoffOpsDelivery: true,
  signoffSectorLead: true,
  signoffResponsiblePerson: true,
  signoffExecutiveSponsor: true,
} as const satisfies JobFramework;
